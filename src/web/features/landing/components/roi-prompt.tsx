import { ArrowRight, Calculator } from 'lucide-react';
import { Link } from 'react-router';

/** SPEC §2.1: the landing page links to the ROI calculator. */
export function RoiPrompt() {
  return (
    <section aria-labelledby="roi-prompt-title" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="mx-auto flex max-w-3xl flex-col gap-4 rounded-xl border border-line bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:p-6">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
          <Calculator aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="roi-prompt-title" className="font-semibold text-fg">
            What is an hour of downtime worth to you?
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            Put in your own revenue and outage numbers and see what noticing sooner is worth, with the formula shown.
          </p>
        </div>
        <Link
          to="/roi-calculator"
          className="inline-flex shrink-0 items-center gap-1.5 rounded-sm text-sm font-medium text-accent-text hover:underline"
        >
          Open the ROI calculator
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
