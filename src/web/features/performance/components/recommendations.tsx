import { Lightbulb } from 'lucide-react';
import type { PerformanceRecommendation } from '../../../../shared/helpers/performance-recommendations';

/** SPEC §9.4 recommendations: one per weak vital or low score, each with its first 3 tips. */
export function Recommendations({ items }: { items: PerformanceRecommendation[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="performance-recommendations" className="grid gap-3">
      <h3 id="performance-recommendations" className="text-sm font-semibold text-fg">
        Recommendations
      </h3>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.topic} className="rounded-lg border border-line bg-muted/40 p-3">
            <p className="flex items-center gap-2 text-sm font-medium text-fg">
              <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-warning" />
              {item.title}
            </p>
            <ul className="mt-2 grid list-disc gap-1 pl-9 text-sm text-fg-muted">
              {item.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
