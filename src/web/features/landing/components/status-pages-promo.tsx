import { ArrowRight, CheckCircle2, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { STATUS_PAGE_HISTORY_DAYS } from '../../../../shared/constants/plans';
import { STATUS_PAGE_REFRESH_SECONDS } from '../../../../shared/constants/status-pages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

const points = [
  'The live status of the domains and monitors you choose, under names your users recognise',
  'Incidents with updates as you work on them, or opened automatically when something goes down',
  `${STATUS_PAGE_HISTORY_DAYS} days of history, refreshed every ${STATUS_PAGE_REFRESH_SECONDS} seconds`,
  'Maintenance windows, and e-mail subscriptions confirmed by each subscriber',
];

/** Illustrative rows, labelled as a sample: no real services or customers. */
const sampleRows = [
  { name: 'Website', state: 'Operational' },
  { name: 'Checkout', state: 'Operational' },
  { name: 'API', state: 'Operational' },
];

/** SPEC §2.1: the status-pages promo, linking to /status-pages and /demo. */
export function StatusPagesPromo() {
  return (
    <section aria-labelledby="status-promo-title" className="border-t border-line bg-surface py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold text-accent-text">Status pages</p>
          <h2
            id="status-promo-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-fg sm:text-4xl"
          >
            Tell your users before they have to ask
          </h2>
          <p className="mt-4 text-lg text-pretty text-fg-muted">
            Publish a status page for your services. Sitewarden fills in the status from monitoring; you add the words
            when something goes wrong.
          </p>
          <ul className="mt-6 grid gap-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-fg">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/status-pages">
                Set up a status page
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/demo">See the live demo</Link>
            </Button>
          </div>
        </div>
        <figure className="rounded-xl border border-line bg-canvas p-5 shadow-sm sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 font-semibold text-fg">
              <Radio aria-hidden="true" className="size-4 text-accent-text" />
              status.example.com
            </p>
            <Badge>Sample</Badge>
          </div>
          <p className="mt-4 rounded-lg bg-healthy-soft px-4 py-3 text-sm font-medium text-healthy">
            All systems operational
          </p>
          <ul className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface">
            {sampleRows.map((row) => (
              <li key={row.name} className="flex items-center justify-between px-4 py-3 text-sm">
                <span className="text-fg">{row.name}</span>
                <Badge tone="healthy" dot>
                  {row.state}
                </Badge>
              </li>
            ))}
          </ul>
          <figcaption className="mt-3 text-center text-xs text-fg-muted">An illustration of a status page.</figcaption>
        </figure>
      </div>
    </section>
  );
}
