import { House, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';

export const APP_ERROR_TITLE = 'Something went wrong';
export const APP_ERROR_TEXT = 'An unexpected error occurred. Please try again.';

/** SPEC §2.3 app-wide error screen. 'Go Home' is a full page load so that it works even if the router broke. */
export function AppErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="grid min-h-dvh place-items-center bg-canvas px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="mb-6 inline-flex size-12 items-center justify-center rounded-full bg-critical-soft text-critical ring-1 ring-critical/20">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{APP_ERROR_TITLE}</h1>
        <p className="mt-2 text-fg-muted">{APP_ERROR_TEXT}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
          <Button asChild variant="outline">
            <a href="/">
              <House aria-hidden="true" />
              Go Home
            </a>
          </Button>
        </div>
      </div>
    </div>
  );
}
