import type { TextItem } from '../content/types';

/** Titled paragraphs in a two-column grid (problems, reasons, notes). */
export function TextCardList({ items }: { items: readonly TextItem[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map(({ title, text }) => (
        <li key={title} className="rounded-xl border border-line bg-surface p-6 shadow-xs">
          <h3 className="font-semibold text-fg">{title}</h3>
          <p className="mt-2 text-sm leading-6 text-fg-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
