import { Download, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { ResourceSummary } from '../../../../shared/contracts/resources';
import { cn } from '../../../lib/cn';
import { ResourceBadges } from './resource-badges';

/** One resource in a list: the whole card is its link (the title carries the name for screen readers). */
export function ResourceCard({ resource, headingLevel = 3 }: { resource: ResourceSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const extra = resource.hasDownload
    ? { icon: Download, label: 'Includes a download' }
    : resource.externalUrl
      ? { icon: ExternalLink, label: resource.type === 'api_doc' ? 'Opens the reference' : 'Opens the tool' }
      : null;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col rounded-xl border border-line bg-surface p-5 shadow-xs transition-colors sm:p-6',
        'hover:border-line-strong',
      )}
    >
      {resource.category ? <p className="text-xs font-medium text-accent-text">{resource.category.name}</p> : null}
      <Heading className="mt-1.5 text-base leading-snug font-semibold tracking-tight text-fg">
        <Link
          to={`/resources/${resource.slug}`}
          className="group-hover:underline after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
        >
          {resource.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-sm leading-6 text-fg-muted">{resource.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-5">
        <ResourceBadges resource={resource} />
        {extra ? (
          <span className="inline-flex items-center gap-1 text-xs text-fg-subtle">
            <extra.icon aria-hidden="true" className="size-3.5" />
            {extra.label}
          </span>
        ) : null}
      </div>
    </article>
  );
}
