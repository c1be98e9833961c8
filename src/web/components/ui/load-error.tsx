import { RotateCw, SearchX, ServerCrash, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { classifyError } from '../../../shared/helpers/error-classification';
import { Button } from './button';
import { cn } from '../../lib/cn';

export interface LoadErrorProps {
  /** What could not be loaded: "Couldn't load your teams". */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** The screen's own words for what happened; defaults to the classified error's message. */
  description?: ReactNode;
  /** The retry button's label (SPEC screens say 'Try Again'). */
  retryLabel?: string;
  /** Something else to offer beside Retry (a way back). */
  extra?: ReactNode;
  /** Draw its own card; false inside a card that already frames it. */
  framed?: boolean;
  className?: string;
}

/** A failed load: what happened, in plain words, and the retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
  description,
  retryLabel = 'Retry',
  extra,
  framed = true,
  className,
}: LoadErrorProps) {
  const { type, message } = classifyError(error);
  const Icon = type === 'network' ? WifiOff : type === 'notfound' ? SearchX : ServerCrash;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center px-6 py-10 text-center',
        framed && 'rounded-xl border border-line bg-surface shadow-xs',
        className,
      )}
    >
      <span className="mb-4 inline-flex size-10 items-center justify-center rounded-full bg-critical-soft text-critical">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-base font-semibold tracking-tight text-fg">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-fg-muted">{description ?? message}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          {retrying ? null : <RotateCw aria-hidden="true" />}
          {retryLabel}
        </Button>
        {extra}
      </div>
    </div>
  );
}
