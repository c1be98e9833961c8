import { ChevronDown } from 'lucide-react';
import { describeFailure, type ReadableFailure } from '../../../shared/helpers/error-classification';
import { cn } from '../../lib/cn';

export interface FailureTextProps {
  /** The text a probe recorded ('getaddrinfo ENOTFOUND whois.iana.org'); said in words by describeFailure. */
  raw?: string | null;
  /** Or the failure already in words (a sentence with its own raw detail). */
  failure?: ReadableFailure;
  className?: string;
}

/**
 * A check's failure for people (decision 044): the sentence, and the raw detail behind a native disclosure (it
 * works without JavaScript and with the keyboard) for whoever needs to tell their host exactly what failed.
 */
export function FailureText({ raw, failure, className }: FailureTextProps) {
  const { sentence, detail } = failure ?? describeFailure(raw);
  return (
    <span className={cn('grid gap-1', className)}>
      <span>{sentence}</span>
      {detail ? (
        <details className="group text-xs text-fg-muted">
          <summary className="inline-flex w-fit cursor-pointer list-none items-center gap-1 rounded select-none hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
            Technical detail
            <ChevronDown aria-hidden="true" className="size-3 transition-transform group-open:rotate-180" />
          </summary>
          <code className="mt-1 block font-mono break-all whitespace-pre-wrap">{detail}</code>
        </details>
      ) : null}
    </span>
  );
}
