import { BellOff, Bot, CheckCircle2, ExternalLink, MessageSquarePlus } from 'lucide-react';
import type { Incident, StatusPageComponent } from '../../../../../shared/contracts/status-pages';
import {
  INCIDENT_IMPACT_LABELS,
  INCIDENT_IMPACT_TONES,
  INCIDENT_STATUS_LABELS,
} from '../../../../../shared/helpers/incident-display';
import { incidentAddress } from '../../../../../shared/helpers/incident-address';
import { ProseHtml } from '../../../../components/content/prose-html';
import { DemoGuard } from '../../../../components/demo-guard';
import { EditDeleteActions, RowActions } from '../../../../components/row-actions';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { incidentPath } from '../../api/incidents-keys';

export interface IncidentActions {
  onPostUpdate: (incident: Incident) => void;
  onResolve: (incident: Incident) => void;
  onEdit: (incident: Incident) => void;
  onDelete: (incident: Incident) => void;
}

/**
 * The timeline, newest first: each step's stage, who posted it and when, whether subscribers were told, and its
 * text as the public page shows it (the server's rendering of its Markdown).
 */
function Timeline({ incident }: { incident: Incident }) {
  const readable = useReadableTime();
  return (
    <ol aria-label={`Timeline of ${incident.title}`} className="grid gap-3 border-l-2 border-line pl-4">
      {incident.updates.map((update) => (
        <li key={update.id} className="grid gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-medium text-fg">{INCIDENT_STATUS_LABELS[update.status]}</span>
            <span className="text-fg-muted">
              <time dateTime={update.createdAt}>{readable(update.createdAt)}</time>
              {' · '}
              {update.authorName ?? 'Sitewarden (automatic)'}
            </span>
            {update.deliverNotifications ? null : (
              <Badge tone="neutral">
                <BellOff aria-hidden="true" className="size-3" />
                Subscribers not notified
              </Badge>
            )}
          </div>
          <ProseHtml html={update.messageHtml} size="compact" className="break-words" />
        </li>
      ))}
    </ol>
  );
}

/**
 * One incident of a page: title, stage and impact, whether the checks opened it, when it started (and ended), the
 * components it affects and its timeline; members post updates, resolve, edit and delete it.
 */
export function IncidentItem({
  incident,
  components,
  pageAddress,
  canEdit,
  actions,
}: {
  incident: Incident;
  components: readonly StatusPageComponent[];
  /** The status page's public address: the incident's own page hangs off it. */
  pageAddress: string;
  canEdit: boolean;
  actions: IncidentActions;
}) {
  const readable = useReadableTime();
  const resolved = incident.status === 'resolved';
  const affected = incident.affectedComponents
    .map((id) => components.find((c) => c.id === id)?.name)
    .filter((name): name is string => name !== undefined);
  const path = incidentPath(incident.id);
  return (
    <li aria-label={incident.title} className="grid gap-3 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h4 className="font-medium break-words text-fg">{incident.title}</h4>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={resolved ? 'healthy' : 'info'}>{INCIDENT_STATUS_LABELS[incident.status]}</Badge>
            <Badge tone={INCIDENT_IMPACT_TONES[incident.impact]} dot>
              {INCIDENT_IMPACT_LABELS[incident.impact]}
              <span className="sr-only"> impact</span>
            </Badge>
            {incident.automatic ? (
              <Badge tone="neutral">
                <Bot aria-hidden="true" className="size-3" />
                Opened automatically
              </Badge>
            ) : null}
          </div>
          <p className="text-sm text-fg-muted">
            Started <time dateTime={incident.startedAt}>{readable(incident.startedAt)}</time>
            {incident.resolvedAt ? (
              <>
                {' · Resolved '}
                <time dateTime={incident.resolvedAt}>{readable(incident.resolvedAt)}</time>
              </>
            ) : null}
          </p>
          {affected.length > 0 ? (
            <p className="text-sm break-words text-fg-muted">Affects {affected.join(', ')}</p>
          ) : null}
          <a
            href={incidentAddress(pageAddress, incident.id)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1 text-sm font-medium text-accent-text underline-offset-4 hover:underline"
          >
            Public page of this incident
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        {canEdit ? (
          <RowActions name={incident.title}>
            {resolved ? null : (
              <DemoGuard method="POST" path={`${path}/updates`}>
                {(disabled) => (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={disabled}
                      onClick={() => actions.onPostUpdate(incident)}
                    >
                      <MessageSquarePlus aria-hidden="true" />
                      Post update
                    </Button>
                    <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.onResolve(incident)}>
                      <CheckCircle2 aria-hidden="true" />
                      Resolve
                    </Button>
                  </>
                )}
              </DemoGuard>
            )}
            <EditDeleteActions
              name={incident.title}
              path={path}
              onEdit={() => actions.onEdit(incident)}
              onDelete={() => actions.onDelete(incident)}
            />
          </RowActions>
        ) : null}
      </div>
      <Timeline incident={incident} />
    </li>
  );
}
