import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says the singular for exactly one and the plural otherwise, never "(s)"', () => {
    expect(countOf(1, 'domain')).toBe('1 domain');
    expect(countOf(2, 'domain')).toBe('2 domains');
    expect(countOf(0, 'domain')).toBe('0 domains');
    expect(countOf(12_000, 'account')).toBe('12,000 accounts');
    expect(countOf(2, 'status page')).toBe('2 status pages');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
  });
});
