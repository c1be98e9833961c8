import { formatMilliseconds } from '../../../../../shared/helpers/web-vitals-rating';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { MONITOR_TYPE_INFO } from '../../../../../shared/constants/monitors';
import type { Monitor } from '../../../../../shared/contracts/monitors';
import { displayDomain } from '../../../../../shared/helpers/domain-name';
import { describeCheckMessage } from '../../../../../shared/helpers/error-classification';
import { DetailFrame, DetailLoadFailure, DetailSkeleton } from '../../../../components/detail-screen';
import { Panel } from '../../../../components/panel';
import { Badge } from '../../../../components/ui/badge';
import { FailureText } from '../../../../components/ui/failure-text';
import { Skeleton } from '../../../../components/ui/skeleton';
import { When } from '../../../../components/when';
import { useDocumentTitle } from '../../../../lib/document-title';
import { monitorQuery } from '../../api/monitors';
import { useMayEditMonitors } from '../../lib/may-edit-monitors';
import { describeSeconds, MONITOR_STATUS_LOOKS } from '../../lib/monitor-display';
import { MONITOR_SUMMARIES } from '../../lib/monitor-summary';
import { MonitorActions } from './monitor-actions';
import { MonitorChecksPanel } from './monitor-checks-panel';
import { MonitorHistoryPanel } from './monitor-history-panel';
import { MonitorOutagesPanel } from './monitor-outages-panel';
import { MonitorPingsPanel } from './monitor-pings-panel';

/** The check status a monitor's state reads as, for the words of its last message. */
const CHECK_STATUS_OF: Record<Monitor['status'], string> = {
  up: 'healthy',
  degraded: 'warning',
  down: 'critical',
  pending: 'healthy',
  paused: 'healthy',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

/** Where the monitor stands now, and what it checks and how. */
function StateAndSettings({ monitor }: { monitor: Monitor }) {
  const heartbeat = monitor.type === 'heartbeat';
  const summary = MONITOR_SUMMARIES[monitor.type](monitor.settings);
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <Panel title="Current state" description={heartbeat ? 'What its pings say now' : 'What its last check found'}>
        <div className="grid gap-3">
          {monitor.lastMessage ? (
            <FailureText
              failure={describeCheckMessage(CHECK_STATUS_OF[monitor.status], monitor.lastMessage)}
              className="text-sm break-words text-fg"
            />
          ) : (
            <p className="text-sm text-fg-muted">
              {monitor.status === 'paused'
                ? 'Paused: not checked until resumed.'
                : heartbeat
                  ? monitor.lastPingAt
                    ? 'Pinged: the first check of its pings is under way.'
                    : 'Waiting for its first ping.'
                  : 'Waiting for its first check.'}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-3">
            <Fact label={heartbeat ? 'Last ping' : 'Last check'}>
              <When
                at={heartbeat ? monitor.lastPingAt : monitor.lastCheckedAt}
                none={heartbeat ? 'None yet' : 'Not yet'}
              />
            </Fact>
            {heartbeat ? null : (
              <Fact label="Response time">
                {monitor.responseTimeMs === null ? '—' : formatMilliseconds(monitor.responseTimeMs)}
              </Fact>
            )}
            <Fact label="Added">
              <When at={monitor.createdAt} />
            </Fact>
          </dl>
        </div>
      </Panel>
      <Panel title="Settings" description={MONITOR_TYPE_INFO[monitor.type].description}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {summary.target ? (
            <div className="sm:col-span-2">
              <Fact label="Target">
                <code className="font-mono text-xs break-all">{summary.target}</code>
              </Fact>
            </div>
          ) : null}
          {heartbeat ? null : <Fact label="Checked every">{describeSeconds(monitor.intervalSeconds)}</Fact>}
          {summary.lines.map((line) => (
            <Fact key={line.label} label={line.label}>
              {line.value}
            </Fact>
          ))}
          <Fact label="Alert after">
            {monitor.downtimeMinutes === null
              ? "The workspace's downtime threshold"
              : monitor.downtimeMinutes === 0
                ? 'At once'
                : `${monitor.downtimeMinutes} min down`}
          </Fact>
          <Fact label="Alert channels">
            {monitor.alertChannels === null
              ? "The workspace's alert preferences"
              : monitor.alertChannels.join(', ') || 'None'}
          </Fact>
        </dl>
      </Panel>
    </div>
  );
}

/**
 * /domains/{id}/monitors/{monitorId} (decision 075): one monitor's page, as Uptime Kuma and Better Stack users expect:
 * its state and settings, uptime over a day, week and month, response times, incidents, check log and (heartbeats)
 * ping log, with the row's actions. `domainName` is the domain's (the route reads it), for the edit form's rules.
 */
export function MonitorPage({ domainName }: { domainName: string | undefined }) {
  const { id = '', monitorId = '' } = useParams();
  const query = useQuery(monitorQuery(monitorId));
  const canEdit = useMayEditMonitors();
  // a monitor reached under another domain's address is not this page's
  const monitor = query.data && query.data.domainId === id ? query.data : undefined;
  useDocumentTitle(monitor ? monitor.name : 'Monitor');
  const back = `/domains/${encodeURIComponent(id)}`;
  const backLabel = domainName ? `Back to ${displayDomain(domainName)}` : 'Back to the domain';

  if (!monitor) {
    const wrongDomain = query.data !== undefined;
    return (
      <DetailFrame back={back} backLabel={backLabel}>
        {query.isError || wrongDomain ? (
          <DetailLoadFailure
            error={wrongDomain ? { status: 404 } : query.error}
            notFoundTitle="Monitor not found"
            errorTitle="Couldn't load this monitor"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DetailSkeleton label="Loading the monitor">
            <Skeleton className="h-40" />
            <Skeleton className="h-64" />
          </DetailSkeleton>
        )}
      </DetailFrame>
    );
  }

  const look = MONITOR_STATUS_LOOKS[monitor.status];
  const heartbeat = monitor.type === 'heartbeat';
  return (
    <DetailFrame back={back} backLabel={backLabel}>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight break-words text-fg">{monitor.name}</h2>
            <Badge tone={look.tone} dot>
              {look.label}
            </Badge>
          </div>
          <p className="text-sm text-fg-muted">
            {MONITOR_TYPE_INFO[monitor.type].label}
            {domainName ? ` on ${displayDomain(domainName)}` : null}
          </p>
        </div>
        {canEdit ? <MonitorActions monitor={monitor} domainName={domainName} /> : null}
      </header>
      <StateAndSettings monitor={monitor} />
      <MonitorHistoryPanel monitorId={monitor.id} heartbeat={heartbeat} />
      {heartbeat ? <MonitorPingsPanel monitorId={monitor.id} active={monitor.status !== 'paused'} /> : null}
      <MonitorOutagesPanel monitorId={monitor.id} />
      <MonitorChecksPanel monitorId={monitor.id} heartbeat={heartbeat} />
    </DetailFrame>
  );
}
