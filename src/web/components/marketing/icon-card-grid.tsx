import type { LucideIcon } from 'lucide-react';

export interface IconCard {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Cards with an icon, a title and a sentence or two, three across on wide screens (landing and marketing pages). */
export function IconCardGrid({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="bg-surface p-6 sm:p-7">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold text-fg">{title}</h3>
          <p className="mt-1.5 text-sm leading-6 text-fg-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
