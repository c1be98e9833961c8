import { Check } from 'lucide-react';
import type { FeatureBlock } from '../content/features';

/** Detailed feature cards: what it answers, then exactly what is checked or done. */
export function FeatureBlockList({ blocks }: { blocks: readonly FeatureBlock[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-2">
      {blocks.map(({ anchor, icon: Icon, title, summary, points }) => (
        // an anchored block is a link's landing place: it stops below the sticky header
        <li
          key={title}
          id={anchor}
          className="scroll-mt-24 rounded-xl border border-line bg-surface p-6 shadow-xs sm:p-7"
        >
          <div className="flex items-start gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-fg">{title}</h3>
              <p className="mt-0.5 text-sm text-fg-muted">{summary}</p>
            </div>
          </div>
          <ul className="mt-5 grid gap-2 text-sm leading-6">
            {points.map((point) => (
              <li key={point} className="flex gap-2.5 text-fg">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-text" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
