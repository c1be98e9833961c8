import { Clock } from 'lucide-react';
import type { ResourceSummary } from '../../../../shared/contracts/resources';
import {
  formatResourceTime,
  RESOURCE_DIFFICULTY_LABELS,
  RESOURCE_TYPE_LABELS,
} from '../../../../shared/helpers/resource-display';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

const DIFFICULTY_TONES: Record<NonNullable<ResourceSummary['difficulty']>, BadgeTone> = {
  beginner: 'healthy',
  intermediate: 'info',
  advanced: 'warning',
};

/** Type and level badges, and how long the resource takes to read or watch. */
export function ResourceBadges({
  resource,
  className,
}: {
  resource: Pick<ResourceSummary, 'type' | 'difficulty' | 'readTime' | 'duration'>;
  className?: string;
}) {
  const time = formatResourceTime(resource);
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Badge tone="accent">{RESOURCE_TYPE_LABELS[resource.type].one}</Badge>
      {resource.difficulty ? (
        <Badge tone={DIFFICULTY_TONES[resource.difficulty]}>{RESOURCE_DIFFICULTY_LABELS[resource.difficulty]}</Badge>
      ) : null}
      {time ? (
        <span className="inline-flex items-center gap-1 text-xs text-fg-muted" data-figure>
          <Clock aria-hidden="true" className="size-3.5" />
          {time}
        </span>
      ) : null}
    </div>
  );
}
