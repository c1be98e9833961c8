import { lazy, Suspense, useEffect, useState } from 'react';
import { useToasts } from '../../lib/toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** How long after the page has loaded the toaster is fetched even when no toast asked for it. */
const IDLE_LOAD_MS = 1500;

/**
 * Keeps the toast code off the first load: the Toaster loads with the first toast, or shortly after the page has
 * loaded (so the F8 shortcut works without anyone asking).
 */
export function ToasterHost() {
  const toasts = useToasts();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setIdle(true), IDLE_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
