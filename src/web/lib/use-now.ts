import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`, so that relative times ('Just now', '5m ago') keep moving while a
 * screen stays open even when its data does not change.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
