import { WifiOff } from 'lucide-react';

/** SPEC §2.3: shown while the browser is offline, above the dimmed content. */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 border-b border-warning/30 bg-warning-soft px-4 py-2 text-center text-sm font-medium text-warning backdrop-blur"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>You're offline. Sitewarden will pick up again as soon as your connection is back.</span>
    </div>
  );
}
