import { describe, expect, it } from 'vitest';
import { formatAlertCount } from './alert-display';

describe('formatAlertCount', () => {
  it('counts alerts, and says when only the latest page is shown', () => {
    expect(formatAlertCount(1)).toBe('1 alert');
    expect(formatAlertCount(0)).toBe('0 alerts');
    expect(formatAlertCount(99)).toBe('99 alerts');
    expect(formatAlertCount(100)).toBe('Latest 100 alerts');
  });
});
