import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditStatusValue } from '../../../../shared/contracts/audits';
import { AUDIT_STEPS, auditCompleteDescription, useAuditProgress } from './audit-progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('audit progress (SPEC §4)', () => {
  it('starts at 10 and rises 5 per second while running, up to 90', () => {
    const { result } = renderHook(({ status }) => useAuditProgress(status), {
      initialProps: { status: 'running' as AuditStatusValue | undefined },
    });
    expect(result.current).toBe(10);
    act(() => void vi.advanceTimersByTime(999));
    expect(result.current).toBe(10);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(15);
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current).toBe(35);
    act(() => void vi.advanceTimersByTime(11_000));
    expect(result.current).toBe(90);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(90);
  });

  it('counts an audit not read yet as running', () => {
    const { result } = renderHook(() => useAuditProgress(undefined));
    expect(result.current).toBe(10);
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toBe(20);
  });

  it('is 100 on completion and 0 on failure, and stops ticking', () => {
    const { result, rerender } = renderHook(({ status }) => useAuditProgress(status), {
      initialProps: { status: 'running' as AuditStatusValue },
    });
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toBe(25);
    rerender({ status: 'completed' });
    expect(result.current).toBe(100);
    rerender({ status: 'failed' });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks the checklist steps done at 10, 30, 50, 70 and 90', () => {
    expect(AUDIT_STEPS).toEqual([
      { label: 'DNS Security Check', doneAt: 10 },
      { label: 'SSL Certificate Validation', doneAt: 30 },
      { label: 'WHOIS Information', doneAt: 50 },
      { label: 'Security Vulnerabilities', doneAt: 70 },
      { label: 'Performance Analysis', doneAt: 90 },
    ]);
  });
});

describe("'Audit Complete' message (SPEC §8.4)", () => {
  it.each([
    [42, 'Security score: 42/100 Critical issues found!'],
    [49, 'Security score: 49/100 Critical issues found!'],
    [50, 'Security score: 50/100 Some improvements recommended.'],
    [74, 'Security score: 74/100 Some improvements recommended.'],
    [75, 'Security score: 75/100 Your domain is secure!'],
    [100, 'Security score: 100/100 Your domain is secure!'],
  ])('score %i', (score, text) => {
    expect(auditCompleteDescription(score)).toBe(text);
  });
});
