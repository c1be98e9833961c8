import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';

/** The top of a functional public page (contact, search, API reference, demo): eyebrow, the page's h1 and a lead. */
export function PageIntro({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-[radial-gradient(60%_80%_at_50%_0%,var(--color-accent-soft),transparent)]">
      <div className="mx-auto max-w-4xl px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-16 sm:pb-12 lg:px-8">
        <Badge tone="accent">{eyebrow}</Badge>
        <h1 className="mt-4 text-4xl leading-tight font-semibold tracking-tight text-balance text-fg sm:text-5xl">
          {title}
        </h1>
        {children ? <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-fg-muted">{children}</p> : null}
      </div>
    </div>
  );
}
