import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brokenScan } from '../testing/fixtures';
import {
  loadScanHistory,
  SCAN_HISTORY_KEY,
  SCAN_HISTORY_LIMIT,
  saveScanHistory,
  toHistoryEntry,
  useScanHistory,
  type ScanHistoryEntry,
} from './scan-history';

const entry = (n: number): ScanHistoryEntry => ({
  id: `id-${n}`,
  domain: `site-${n}.example`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  status: { dns: 'healthy', ssl: 'healthy', security: 'healthy', whois: 'healthy' },
  overallStatus: 'healthy',
});

describe('scan history (SPEC §3.1, §9.4)', () => {
  it('keeps the status of each check and the overall status of a scan', () => {
    const item = toHistoryEntry(brokenScan, '2026-11-22T04:00:00.000Z');
    expect(item).toMatchObject({
      domain: 'expired.sitewarden.test',
      timestamp: '2026-11-22T04:00:00.000Z',
      status: { dns: 'healthy', ssl: 'critical', security: 'warning', whois: 'warning', performance: 'healthy' },
      overallStatus: 'critical',
    });
    expect(item.id).toEqual(expect.any(String));
  });

  it('leaves out checks that were not run', () => {
    const { performance: _p, whois: _w, ...rest } = brokenScan;
    const item = toHistoryEntry({ ...rest, dns: { status: 'warning', message: 'm', details: null } });
    expect(item.status).toEqual({ dns: 'warning', ssl: 'critical', security: 'warning' });
  });

  it('keeps the newest 10 scans under one fixed key, newest first', () => {
    const { result } = renderHook(() => useScanHistory());
    act(() => {
      for (let n = 1; n <= 12; n += 1) result.current.add(entry(n));
    });
    expect(result.current.entries).toHaveLength(SCAN_HISTORY_LIMIT);
    expect(result.current.entries[0]?.domain).toBe('site-12.example');
    expect(result.current.entries.at(-1)?.domain).toBe('site-3.example');
    const stored = JSON.parse(window.localStorage.getItem(SCAN_HISTORY_KEY) ?? '[]') as ScanHistoryEntry[];
    expect(stored.map((e) => e.id)).toEqual(result.current.entries.map((e) => e.id));
  });

  it('reads the stored history back and clears it', () => {
    saveScanHistory([entry(2), entry(1)]);
    const { result } = renderHook(() => useScanHistory());
    expect(result.current.entries.map((e) => e.id)).toEqual(['id-2', 'id-1']);
    act(() => result.current.clear());
    expect(result.current.entries).toEqual([]);
    expect(window.localStorage.getItem(SCAN_HISTORY_KEY)).toBeNull();
  });

  it('drops malformed entries', () => {
    window.localStorage.setItem(SCAN_HISTORY_KEY, JSON.stringify([entry(1), { id: 1 }, 'nope', null]));
    expect(loadScanHistory().map((e) => e.id)).toEqual(['id-1']);
  });

  it('only logs when the history cannot be read or written', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(SCAN_HISTORY_KEY, '{not json');
    expect(loadScanHistory()).toEqual([]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => saveScanHistory([entry(1)], full)).not.toThrow();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
