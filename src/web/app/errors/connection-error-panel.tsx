import { RefreshCw, ServerCrash, WifiOff } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useOnlineStatus } from '../../lib/online-status';

export interface ConnectionErrorPanelProps {
  onRetry: () => void;
  /** Fill the viewport (when nothing else could render). */
  fullPage?: boolean;
}

/** SPEC §2.3 connection-error panel: offline, or the server could not be reached. */
export function ConnectionErrorPanel({ onRetry, fullPage = false }: ConnectionErrorPanelProps) {
  const online = useOnlineStatus();
  const Icon = online ? ServerCrash : WifiOff;
  const Heading = fullPage ? 'h1' : 'h2';
  return (
    <div className={cn('grid place-items-center px-6', fullPage ? 'min-h-dvh py-16' : 'py-12')}>
      <div role="alert" className="flex max-w-md flex-col items-center text-center">
        <span className="mb-5 inline-flex size-12 items-center justify-center rounded-full bg-warning-soft text-warning ring-1 ring-warning/20">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <Heading className="text-xl font-semibold tracking-tight text-fg">
          {online ? 'Connection Error' : "You're Offline"}
        </Heading>
        <p className="mt-2 text-fg-muted">
          {online ? 'Unable to connect to the server' : 'Please check your internet connection and try again.'}
        </p>
        <Button className="mt-6" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    </div>
  );
}
