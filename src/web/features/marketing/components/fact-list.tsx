import { ExternalLink } from 'lucide-react';
import type { Fact, Source } from '../content/types';

export function SourceLink({ source }: { source: Source }) {
  return (
    <a
      href={source.url}
      rel="noopener noreferrer"
      target="_blank"
      className="inline-flex items-center gap-1 rounded-sm font-medium text-accent-text underline-offset-4 hover:underline"
    >
      {source.label}
      <ExternalLink aria-hidden="true" className="size-3" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Figures and rules about the world, each with the document it comes from. */
export function FactList({ items }: { items: readonly Fact[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4">
      {items.map(({ text, source }) => (
        <li key={text} className="rounded-xl border border-line bg-surface p-5 shadow-xs">
          <p className="text-fg">{text}</p>
          <p className="mt-2 text-sm text-fg-muted">
            Source: <SourceLink source={source} />
          </p>
        </li>
      ))}
    </ul>
  );
}
