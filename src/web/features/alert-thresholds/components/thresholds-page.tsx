import { useState } from 'react';
import { BellRing, Pencil, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { THRESHOLD_METRIC_INFO, type AlertThreshold } from '../../../../shared/contracts/alert-thresholds';
import { CHANNEL_LABELS } from '../../../../shared/helpers/notification-display';
import { businessHoursText, cooldownText, thresholdLevelText } from '../../../../shared/helpers/threshold-display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { useAlertPreferences } from '../../settings/api/alert-preferences';
import { toast } from '../../../lib/toast';
import { useAlertThresholds } from '../api/get-alert-thresholds';
import { useDomainOptions } from '../../../lib/domain-options';
import { useDeleteAlertThreshold } from '../api/save-alert-threshold';
import { groupByDomain, type ThresholdGroup } from '../lib/group-thresholds';
import { ThresholdDialog, type ThresholdDialogTarget } from './threshold-dialog';
import { displayDomain } from '../../../../shared/helpers/domain-name';

/** /alert-thresholds: per-domain (or workspace-wide) alert levels, grouped by domain. */
export function ThresholdsPage() {
  useDocumentTitle('Alert Thresholds');
  const user = useCurrentUser();
  const preferences = useAlertPreferences();
  const thresholds = useAlertThresholds();
  const domains = useDomainOptions();
  const [target, setTarget] = useState<ThresholdDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<AlertThreshold | null>(null);
  const add = (domainId: string | null = null) => setTarget({ mode: 'create', domainId });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight text-fg">Alert thresholds</h2>
          <p className="mt-1 max-w-2xl text-sm text-fg-muted">
            Warning and critical levels per domain and metric. Domains and metrics without a threshold use your{' '}
            <Link to="/settings" className="font-medium text-accent-text underline-offset-4 hover:underline">
              default alert levels
            </Link>
            .
          </p>
        </div>
        <Button className="self-start sm:self-auto" disabled={!thresholds.isSuccess} onClick={() => add()}>
          <Plus aria-hidden="true" />
          Add threshold
        </Button>
      </div>

      {thresholds.isPending ? (
        <ThresholdsSkeleton />
      ) : thresholds.isError ? (
        <LoadError
          title="Couldn't load alert thresholds"
          error={thresholds.error}
          onRetry={() => void thresholds.refetch()}
          retrying={thresholds.isFetching}
        />
      ) : thresholds.data.length === 0 ? (
        <EmptyState
          icon={SlidersHorizontal}
          title="No alert thresholds yet"
          action={
            <Button onClick={() => add()}>
              <Plus aria-hidden="true" />
              Add threshold
            </Button>
          }
        >
          {domains.data?.length === 0 ? (
            <>
              You have no domains yet: a threshold can apply to every domain you add later, or{' '}
              <Link to="/domains" className="font-medium text-accent-text underline-offset-4 hover:underline">
                add a domain
              </Link>{' '}
              first.
            </>
          ) : (
            'Set when a slow response, falling uptime, an expiring certificate or a poor Web Vital should warn you, and when it is critical.'
          )}
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          {groupByDomain(thresholds.data).map((group) => (
            <ThresholdGroupCard
              key={group.domainId ?? 'all'}
              group={group}
              onAdd={() => add(group.domainId)}
              onEdit={(rule) => setTarget({ mode: 'edit', rule })}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}

      <ThresholdDialog
        target={target}
        onClose={() => setTarget(null)}
        domains={domains.data ?? []}
        timezone={user.timezone}
        smsAvailable={preferences.data?.smsAvailable === true}
      />
      <DeleteThresholdDialog rule={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function ThresholdGroupCard({
  group,
  onAdd,
  onEdit,
  onDelete,
}: {
  group: ThresholdGroup;
  onAdd: () => void;
  onEdit: (rule: AlertThreshold) => void;
  onDelete: (rule: AlertThreshold) => void;
}) {
  const name = group.domainName ? displayDomain(group.domainName) : 'All domains';
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2 px-5 pt-4 pb-1 sm:px-6">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <CardTitle className="break-all">{name}</CardTitle>
          {group.domainId === null ? <Badge tone="info">Workspace-wide</Badge> : null}
          {group.domainActive ? null : <Badge tone="neutral">Deleted domain</Badge>}
        </div>
        <Button variant="ghost" size="sm" onClick={onAdd} aria-label={`Add a threshold for ${name}`}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <ul aria-label={`Thresholds for ${name}`} className="divide-y divide-line">
        {group.rules.map((rule) => (
          <ThresholdRow key={rule.id} rule={rule} domain={name} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
    </Card>
  );
}

function ThresholdRow({
  rule,
  domain,
  onEdit,
  onDelete,
}: {
  rule: AlertThreshold;
  domain: string;
  onEdit: (rule: AlertThreshold) => void;
  onDelete: (rule: AlertThreshold) => void;
}) {
  const { label } = THRESHOLD_METRIC_INFO[rule.metric];
  // a monitor's rule names it: its checks only, not the domain's home page
  const target = rule.monitorName ? `${rule.monitorName} on ${domain}` : domain;
  const warning = thresholdLevelText(rule.metric, 'warning', rule.warningThreshold);
  const critical = thresholdLevelText(rule.metric, 'critical', rule.criticalThreshold);
  const hours = businessHoursText(rule);
  const meta = [
    rule.notificationChannels.map((c) => CHANNEL_LABELS[c]).join(', '),
    cooldownText(rule.cooldownMinutes),
    hours ? `Business hours ${hours}` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium text-fg">{label}</h3>
          {rule.monitorName ? <Badge tone="info">Monitor: {rule.monitorName}</Badge> : null}
          {rule.enabled ? null : <Badge tone="neutral">Paused</Badge>}
        </div>
        <div className="flex flex-wrap gap-2">
          {warning ? <Badge tone="warning">{warning}</Badge> : null}
          {critical ? <Badge tone="critical">{critical}</Badge> : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
          <BellRing aria-hidden="true" className="size-3.5" />
          {meta.join(' · ')}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit(rule)}
          aria-label={`Edit ${label} threshold for ${target}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(rule)}
          aria-label={`Delete ${label} threshold for ${target}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteThresholdDialog({ rule, onClose }: { rule: AlertThreshold | null; onClose: () => void }) {
  const remove = useDeleteAlertThreshold();
  const label = rule ? THRESHOLD_METRIC_INFO[rule.metric].label : '';
  const domain = rule?.domainName ?? 'all domains';
  return (
    <ConfirmDialog
      open={rule !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Delete this threshold?"
      description={
        <p>
          The <strong className="text-fg">{label}</strong> threshold for <strong className="text-fg">{domain}</strong>{' '}
          will be deleted. Alerts on it will use your default levels again.
        </p>
      }
      confirmLabel="Delete threshold"
      pending={remove.isPending}
      onConfirm={() => {
        if (!rule) return;
        remove.mutate(rule.id, {
          onSuccess: () => {
            toast({ title: 'Threshold deleted', description: `${label} threshold for ${domain} deleted.` });
            onClose();
          },
          onError: (error) =>
            toastActionError(error, "Couldn't delete the threshold", 'Failed to delete the threshold.'),
        });
      }}
    />
  );
}

function ThresholdsSkeleton() {
  return (
    <div role="status" aria-label="Loading alert thresholds" className="grid gap-4">
      {[2, 1].map((rows, card) => (
        <Card key={card}>
          <CardHeader>
            <Skeleton className="h-5 w-48 max-w-full" />
          </CardHeader>
          <div className="divide-y divide-line">
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="grid gap-2 px-5 py-4 sm:px-6">
                <Skeleton className="h-4 w-32" />
                <div className="flex gap-2">
                  <Skeleton className="h-5 w-36 rounded-full" />
                  <Skeleton className="h-5 w-36 rounded-full" />
                </div>
                <Skeleton className="h-3.5 w-56 max-w-full" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
