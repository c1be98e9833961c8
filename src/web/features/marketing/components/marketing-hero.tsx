import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';

/** The top of a marketing page: eyebrow, the page's one h1, a lead paragraph and its calls to action. */
export function MarketingHero({
  eyebrow,
  title,
  lead,
  actions,
  aside,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[420px] bg-[radial-gradient(60%_60%_at_50%_0%,var(--color-accent-soft),transparent)]"
      />
      <div
        className={
          aside
            ? 'mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pb-20'
            : 'mx-auto max-w-4xl px-4 pt-14 pb-14 text-center sm:px-6 sm:pt-20 lg:px-8 lg:pb-20'
        }
      >
        <div>
          <Badge tone="accent">{eyebrow}</Badge>
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-fg sm:text-5xl">
            {title}
          </h1>
          <p className={`mt-6 text-lg text-pretty text-fg-muted ${aside ? 'max-w-xl' : 'mx-auto max-w-2xl'}`}>{lead}</p>
          {actions ? (
            <div className={`mt-8 flex flex-wrap gap-3 ${aside ? '' : 'justify-center'}`}>{actions}</div>
          ) : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
