import type { TextItem } from '../content/types';

export function NumberedSteps({ items }: { items: readonly TextItem[] }) {
  return (
    <ol className="mx-auto grid max-w-5xl gap-6 md:grid-cols-3">
      {items.map(({ title, text }, index) => (
        <li key={title} className="relative rounded-xl border border-line bg-surface p-6 shadow-xs">
          <span
            aria-hidden="true"
            className="inline-flex size-8 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-fg tabular-nums"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold text-fg">{title}</h3>
          <p className="mt-1.5 text-sm leading-6 text-fg-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
