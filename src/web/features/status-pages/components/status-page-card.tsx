import { ExternalLink, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { StatusPage } from '../../../../shared/contracts/status-pages';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageIndicatorBadge } from './indicator-badges';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The address without its scheme: what a visitor would type. */
const shownAddress = (url: string) => url.replace(/^https?:\/\//, '');

/** One page of the list: its state now, where visitors find it, what it holds, and the way into its editor. */
export function StatusPageCard({ page, canEdit }: { page: StatusPage; canEdit: boolean }) {
  const editorPath = `/status-pages/${encodeURIComponent(page.id)}`;
  return (
    <li aria-label={page.name} className="min-w-0">
      <Card className="grid h-full gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold tracking-tight break-words text-fg">{page.name}</h3>
          <PageIndicatorBadge indicator={page.indicator} componentCount={page.componentCount} />
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <a
            href={page.publicUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 font-medium break-all text-accent-text underline-offset-4 hover:underline"
          >
            {shownAddress(page.publicUrl)}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {page.isPublic ? null : (
            <Badge tone="neutral">
              <Lock aria-hidden="true" className="size-3" />
              Private
            </Badge>
          )}
        </div>
        <p className="text-sm text-fg-muted tabular-nums">
          {count(page.componentCount, 'component', 'components')} ·{' '}
          {count(page.subscriberCount, 'subscriber', 'subscribers')} ·{' '}
          {count(page.activeIncidentCount, 'active incident', 'active incidents')}
        </p>
        <div className="mt-auto">
          <Button asChild size="sm" variant="outline">
            <Link to={editorPath} aria-label={`${canEdit ? 'Edit' : 'Open'} ${page.name}`}>
              {canEdit ? 'Edit' : 'Open'}
            </Link>
          </Button>
        </div>
      </Card>
    </li>
  );
}
