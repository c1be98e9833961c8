import { describe, expect, it } from 'vitest';
import { CHECK_OPTIONS, overallScanStatus } from './check-status';

describe('overall status of a scan (SPEC §4)', () => {
  it('is critical when any check is critical', () => {
    expect(overallScanStatus(['healthy', 'warning', 'critical', 'healthy'])).toBe('critical');
    expect(overallScanStatus(['critical'])).toBe('critical');
  });

  it('is warning when none is critical and any is warning', () => {
    expect(overallScanStatus(['healthy', 'warning', 'healthy'])).toBe('warning');
  });

  it('is healthy when every check is healthy', () => {
    expect(overallScanStatus(['healthy', 'healthy', 'healthy', 'healthy', 'healthy'])).toBe('healthy');
  });

  it('never reads all-clear when a check could not run: error counts as warning, as on the server', () => {
    expect(overallScanStatus(['healthy', 'error'])).toBe('warning');
    expect(overallScanStatus(['error', 'critical'])).toBe('critical');
  });

  it('ignores checks that did not run', () => {
    expect(overallScanStatus(['healthy', undefined])).toBe('healthy');
  });
});

describe('scanner check types (SPEC §2.12)', () => {
  it('offers the five checks in order, Blacklist Check asking for the security check', () => {
    expect(CHECK_OPTIONS.map((o) => [o.label, o.type])).toEqual([
      ['DNS Records', 'dns'],
      ['SSL Certificate', 'ssl'],
      ['WHOIS Data', 'whois'],
      ['Performance', 'performance'],
      ['Blacklist Check', 'security'],
    ]);
  });
});
