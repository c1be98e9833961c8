import { ChevronDown } from 'lucide-react';
import { PaymentsWording } from '../../../components/payments-only';
import type { Faq } from '../content/types';

/** Questions that open in place: native <details>, so they work without JavaScript and with the keyboard. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="mx-auto grid max-w-3xl divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
      {items.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-fg hover:bg-muted/60 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-fg-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-sm leading-6 text-pretty text-fg-muted">
            {typeof answer === 'string' ? answer : <PaymentsWording text={answer} />}
          </p>
        </details>
      ))}
    </div>
  );
}
