import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  showToastQueuedBeforeReload,
  toast,
  TOAST_REMOVE_DELAY,
  toastAfterReload,
  useToasts,
} from './toast';
import { renderHook, act } from '@testing-library/react';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast store (SPEC §4, §9.4)', () => {
  it('keeps one toast at a time: a new one replaces the old', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('removes a dismissed toast after 1,000,000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = '';
    act(() => {
      id = toast({ title: 'Saved' });
      dismissToast(id);
    });
    expect(result.current[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    });
    expect(result.current).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toHaveLength(0);
  });

  it('shows a toast queued before a full reload, once', () => {
    const { result } = renderHook(() => useToasts());
    toastAfterReload({ title: 'Account created', description: 'Welcome to Sitewarden' });
    act(() => showToastQueuedBeforeReload());
    expect(result.current[0]).toMatchObject({ title: 'Account created', description: 'Welcome to Sitewarden' });
    act(() => dismissToast());
    act(() => showToastQueuedBeforeReload());
    expect(result.current.filter((item) => item.open)).toHaveLength(0);
  });
});
