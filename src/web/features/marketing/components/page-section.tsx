import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';

/** A band of a marketing page with its heading; bands alternate surface and canvas backgrounds. */
export function PageSection({
  id,
  eyebrow,
  title,
  intro,
  tone = 'surface',
  align = 'center',
  narrow = false,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'surface' | 'canvas';
  align?: 'center' | 'start';
  /** Text-heavy sections read better in a narrower column. */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('border-t border-line py-16 sm:py-20', tone === 'surface' ? 'bg-surface' : 'bg-canvas')}
    >
      <div className={cn('mx-auto px-4 sm:px-6 lg:px-8', narrow ? 'max-w-4xl' : 'max-w-7xl')}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} align={align}>
          {intro}
        </SectionHeading>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
