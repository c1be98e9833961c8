import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The heading of a page section: a short eyebrow, the h2 and an optional lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  align = 'center',
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  align?: 'center' | 'start';
  children?: ReactNode;
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' ? 'mx-auto text-center' : undefined)}>
      {eyebrow ? <p className="text-sm font-semibold text-accent-text">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-pretty text-fg-muted">{children}</p> : null}
    </div>
  );
}
