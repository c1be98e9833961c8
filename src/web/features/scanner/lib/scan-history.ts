/**
 * The scanner's history (SPEC §3.1 scan history entry, §9.4): the last 10 scans, kept only in this browser under one
 * fixed storage key. Failing to read or write it is logged and otherwise ignored (SPEC §8.4).
 */
import { useCallback, useState } from 'react';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { isCheckStatus, overallScanStatus, type CheckStatus, type OverallStatus } from './check-status';

export const SCAN_HISTORY_KEY = 'sitewarden:scan-history';
export const SCAN_HISTORY_LIMIT = 10;

export const HISTORY_CHECKS = ['dns', 'ssl', 'security', 'whois', 'performance'] as const;
export type HistoryCheck = (typeof HISTORY_CHECKS)[number];

export interface ScanHistoryEntry {
  id: string;
  domain: string;
  /** ISO time of the scan. */
  timestamp: string;
  /** One status per check that ran; a check left unticked is absent. */
  status: Partial<Record<HistoryCheck, CheckStatus>>;
  overallStatus: OverallStatus;
}

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The history entry of a scan result. */
export function toHistoryEntry(result: ScanResultResponse, timestamp = result.scannedAt): ScanHistoryEntry {
  const status: ScanHistoryEntry['status'] = {};
  for (const check of HISTORY_CHECKS) {
    const value = result[check]?.status;
    if (value !== undefined) status[check] = value;
  }
  return {
    id: newId(),
    domain: result.domain,
    timestamp,
    status,
    overallStatus: overallScanStatus(Object.values(status)),
  };
}

function isEntry(value: unknown): value is ScanHistoryEntry {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.domain === 'string' &&
    typeof entry.timestamp === 'string' &&
    entry.status !== null &&
    typeof entry.status === 'object' &&
    Object.values(entry.status as Record<string, unknown>).every(isCheckStatus) &&
    (entry.overallStatus === 'healthy' || entry.overallStatus === 'warning' || entry.overallStatus === 'critical')
  );
}

/** The stored history, newest first; entries that are not well formed are dropped. */
export function loadScanHistory(storage: Storage | undefined = globalThis.localStorage): ScanHistoryEntry[] {
  try {
    const raw = storage?.getItem(SCAN_HISTORY_KEY);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SCAN_HISTORY_LIMIT) : [];
  } catch (error) {
    console.error('[scan-history] could not load the scan history', error);
    return [];
  }
}

export function saveScanHistory(
  entries: readonly ScanHistoryEntry[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (entries.length === 0) storage?.removeItem(SCAN_HISTORY_KEY);
    else storage?.setItem(SCAN_HISTORY_KEY, JSON.stringify(entries.slice(0, SCAN_HISTORY_LIMIT)));
  } catch (error) {
    console.error('[scan-history] could not save the scan history', error);
  }
}

/** Puts an entry first and keeps the newest 10. */
export function withEntry(entries: readonly ScanHistoryEntry[], entry: ScanHistoryEntry): ScanHistoryEntry[] {
  return [entry, ...entries.filter((e) => e.id !== entry.id)].slice(0, SCAN_HISTORY_LIMIT);
}

export interface ScanHistory {
  entries: ScanHistoryEntry[];
  add: (entry: ScanHistoryEntry) => void;
  clear: () => void;
}

export function useScanHistory(): ScanHistory {
  const [entries, setEntries] = useState<ScanHistoryEntry[]>(() => loadScanHistory());
  const add = useCallback((entry: ScanHistoryEntry) => {
    setEntries((current) => {
      const next = withEntry(current, entry);
      // Saving twice (React may call an updater twice in development) writes the same list: harmless.
      saveScanHistory(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    saveScanHistory([]);
    setEntries([]);
  }, []);
  return { entries, add, clear };
}
