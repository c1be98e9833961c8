import { useState, type ReactNode } from 'react';
import { Server } from 'lucide-react';
import type { AdminSystem, SystemWorker } from '../../../../shared/contracts/admin-system';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { formatDuration } from '../../../../shared/helpers/reliability';
import { AdminsOnly } from '../../../components/admins-only';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useSystem } from '../api/get-system';
import {
  countRows,
  formatBytes,
  formatCount,
  formatLag,
  READINESS_LOOKS,
  secondsAgo,
  WORKER_STATE_LOOKS,
} from './system-display';

/** Tables listed before 'Show all'. */
const TABLES_SHOWN = 10;

function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <Card className="h-full min-w-0">
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="min-w-0">{children}</CardContent>
      </Card>
    </section>
  );
}

/** Label-value pairs that wrap into as many columns as fit. */
function Figures({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-fg-muted">{label}</dt>
          <dd className="text-sm font-medium break-words text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CountList({ label, counts, empty }: { label: string; counts: Record<string, number>; empty: string }) {
  const rows = countRows(counts);
  return (
    <div className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-fg">{label}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{empty}</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={label}>
          {rows.map(([name, n]) => (
            <li key={name} className="flex min-w-0 items-start justify-between gap-3 text-sm">
              <span className="min-w-0 break-words text-fg">{name}</span>
              <span className="shrink-0 font-medium text-fg tabular-nums">{formatCount(n)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WorkerItem({ worker, now }: { worker: SystemWorker; now: number }) {
  const look = WORKER_STATE_LOOKS[worker.state];
  const s = worker.stats;
  return (
    <li
      className="grid min-w-0 gap-3 rounded-lg border border-line p-4"
      aria-label={`Worker ${worker.hostname} process ${worker.pid}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 font-medium break-all text-fg">
          {worker.hostname} <span className="text-fg-muted">· pid {worker.pid}</span>
        </span>
        <Badge tone={look.tone} dot data-testid="worker-state">
          {look.label}
        </Badge>
        <Badge>{worker.role}</Badge>
        {worker.region ? <Badge tone="info">{worker.region}</Badge> : null}
      </div>
      <Figures
        items={[
          { label: 'Last seen', value: secondsAgo(worker.lastSeenAt, now) },
          { label: 'Started', value: secondsAgo(worker.startedAt, now) },
          { label: 'Version', value: worker.version ?? '—' },
          { label: 'Jobs / min', value: s ? formatCount(s.jobsPerMinute) : '—' },
          { label: 'Checks / min', value: s ? formatCount(s.checksPerMinute) : '—' },
          { label: 'Start lag p50 / p99', value: s ? `${formatLag(s.lagP50Ms)} / ${formatLag(s.lagP99Ms)}` : '—' },
          { label: 'Failed checks / min', value: s ? formatCount(s.failuresPerMinute) : '—' },
          { label: 'Lighthouse', value: s ? `${s.lighthouse.running} running, ${s.lighthouse.queued} queued` : '—' },
        ]}
      />
      {worker.state === 'stalled' ? (
        <p className="text-sm text-critical">
          No heartbeat for {formatDuration(now - new Date(worker.lastSeenAt).getTime())}: the process is stopped, stuck
          or gone. Its row is removed after an hour of silence.
        </p>
      ) : null}
    </li>
  );
}

function Workers({ data, now }: { data: AdminSystem; now: number }) {
  const stalled = data.workers.filter((w) => w.state === 'stalled').length;
  return (
    <Section
      id="system-workers"
      title="Workers"
      description={`Processes that take jobs, each writing a heartbeat every few seconds. ${data.workers.length - stalled} alive, ${stalled} stalled.`}
    >
      {data.workers.length === 0 ? (
        <EmptyState icon={Server} title="No worker is running" framed={false}>
          Nothing takes jobs: start a process with <code>--role all</code> or <code>--role worker</code>, or the checks
          stop.
        </EmptyState>
      ) : (
        <ul className="grid gap-3">
          {data.workers.map((w) => (
            <WorkerItem key={w.id} worker={w} now={now} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function Checks({ data, now }: { data: AdminSystem; now: number }) {
  const c = data.checks;
  const keepingUp = c ? !c.stalledSince : null;
  return (
    <Section
      id="system-checks"
      title="Checks keeping up"
      description="The check watchdog's last minute across the installation, and the workers' own figures."
    >
      <div className="grid gap-4">
        {c ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={keepingUp ? 'healthy' : 'critical'} dot>
                {keepingUp ? 'Keeping up' : `Stalled since ${secondsAgo(c.stalledSince!, now)}`}
              </Badge>
              <span className="text-xs text-fg-muted">evaluated {secondsAgo(c.evaluatedAt, now)}</span>
            </div>
            <Figures
              items={[
                { label: 'Due / min', value: c.duePerMinute.toFixed(1) },
                { label: 'Done / min', value: formatCount(c.donePerMinute) },
                { label: 'Worst lag', value: `${formatCount(c.lagSeconds)} s` },
                { label: 'Monitored domains', value: formatCount(c.probedDomains) },
                { label: 'Overdue domains', value: formatCount(c.overdueDomains) },
              ]}
            />
          </>
        ) : (
          <p className="text-sm text-fg-muted">
            The watchdog has not evaluated yet: it does once a minute in every running process.
          </p>
        )}
        <Figures
          items={[
            { label: 'Jobs / min (workers)', value: formatCount(data.totals.jobsPerMinute) },
            { label: 'Checks / min (workers)', value: formatCount(data.totals.checksPerMinute) },
            {
              label: 'Start lag p50 / p99',
              value: `${formatLag(data.totals.lagP50Ms)} / ${formatLag(data.totals.lagP99Ms)}`,
            },
          ]}
        />
      </div>
    </Section>
  );
}

function Failures({ data }: { data: AdminSystem }) {
  return (
    <Section
      id="system-failures"
      title="Failed checks"
      description="Checks that failed (critical or could not complete) in the live workers' last minute."
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <CountList label="By probe kind" counts={data.failures.byKind} empty="No failed check." />
        <CountList label="By reason" counts={data.failures.byReason} empty="No failed check." />
      </div>
    </Section>
  );
}

function Queue({ data }: { data: AdminSystem }) {
  const q = data.queue;
  return (
    <Section
      id="system-queue"
      title="Queue"
      description={
        q.scheduler === 'bullmq'
          ? 'BullMQ on Redis, shared by every process.'
          : q.scheduler === 'in-process'
            ? 'The embedded scheduler of this process.'
            : undefined
      }
    >
      <div className="grid gap-3">
        {q.error ? <p className="text-sm text-critical">{q.error}</p> : null}
        <Figures
          items={[
            { label: 'Scheduler', value: q.scheduler ?? '—' },
            { label: 'Waiting', value: formatCount(q.waiting) },
            { label: 'Running', value: formatCount(q.active) },
            { label: 'Delayed', value: formatCount(q.delayed) },
            { label: 'Failed', value: formatCount(q.failed) },
            { label: 'Schedules', value: formatCount(q.schedules) },
            { label: 'Lighthouse running', value: formatCount(q.lighthouse.running) },
            { label: 'Lighthouse queued', value: formatCount(q.lighthouse.queued) },
          ]}
        />
      </div>
    </Section>
  );
}

function Deliveries({ data }: { data: AdminSystem }) {
  const d = data.deliveries;
  return (
    <Section
      id="system-deliveries"
      title="Deliveries"
      description="Alert and notice deliveries still to go out, and those that gave up."
    >
      <Figures
        items={[
          { label: 'Queued', value: formatCount(d.queued) },
          { label: 'Retrying', value: formatCount(d.retrying) },
          { label: 'Failed in 24 h', value: formatCount(d.failedLast24h) },
          { label: 'Kept in the outbox', value: formatCount(d.outbox) },
        ]}
      />
    </Section>
  );
}

function Database({ data }: { data: AdminSystem }) {
  const [all, setAll] = useState(false);
  const db = data.database;
  const tables = all ? db.tables : db.tables.slice(0, TABLES_SHOWN);
  return (
    <Section
      id="system-database"
      title="Database"
      description={`${db.kind === 'pglite' ? 'The embedded database' : 'PostgreSQL'}: ${formatBytes(db.totalBytes)} in all, largest tables first (rows are estimates).`}
    >
      <ul className="grid gap-1.5" aria-label="Tables">
        {tables.map((table) => (
          <li key={table.name} className="flex min-w-0 items-start justify-between gap-3 text-sm">
            <span className="min-w-0 break-all text-fg">{table.name}</span>
            <span className="shrink-0 text-right text-fg tabular-nums">
              {formatBytes(table.bytes)}{' '}
              <span className="text-fg-muted">· {formatCount(table.estimatedRows)} rows</span>
            </span>
          </li>
        ))}
      </ul>
      {db.tables.length > TABLES_SHOWN ? (
        <Button variant="link" size="sm" className="mt-2 px-0" onClick={() => setAll(!all)}>
          {all ? 'Show fewer tables' : `Show all ${db.tables.length} tables`}
        </Button>
      ) : null}
    </Section>
  );
}

function Retention({ data, now }: { data: AdminSystem; now: number }) {
  return (
    <Section
      id="system-retention"
      title="Retention and maintenance"
      description="History is kept per plan, then pruned by the daily retention job."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap gap-2">
          {data.retention.planDays.map((p) => (
            <Badge key={p.plan}>
              {p.name}: {p.days} days
            </Badge>
          ))}
        </div>
        <ul className="grid gap-3">
          {data.retention.jobs.map((job) => (
            <li
              key={job.name}
              className="grid min-w-0 gap-1 rounded-lg border border-line p-3 text-sm"
              aria-label={job.label}
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-fg">{job.label}</span>
                {job.lastStartedAt === null ? (
                  <Badge tone="unknown">Not run yet</Badge>
                ) : job.lastError ? (
                  <Badge tone="critical" dot>
                    Last run failed
                  </Badge>
                ) : job.lastFinishedAt ? (
                  <Badge tone="healthy" dot>
                    OK
                  </Badge>
                ) : (
                  <Badge tone="info">Running</Badge>
                )}
              </div>
              {job.lastStartedAt ? (
                <p className="text-fg-muted">
                  Last success {job.lastSucceededAt ? secondsAgo(job.lastSucceededAt, now) : 'never'}
                  {job.lastDurationMs !== null ? ` · last run took ${formatDuration(job.lastDurationMs)}` : ''}
                </p>
              ) : null}
              {job.lastError ? <p className="break-words text-critical">{job.lastError}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

function Readiness({ data }: { data: AdminSystem }) {
  const look = READINESS_LOOKS[data.readiness.status];
  return (
    <Section id="system-readiness" title="Readiness" description="What /readyz answers right now, check by check.">
      <div className="grid gap-3">
        <Badge tone={look.tone} dot className="justify-self-start">
          {look.label}
        </Badge>
        <ul className="grid gap-3">
          {data.readiness.checks.map((check) => (
            <li key={check.name} className="grid min-w-0 gap-1 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-fg">{check.name}</span>
                <Badge tone={check.ok ? 'healthy' : check.name === 'monitoring' ? 'warning' : 'critical'}>
                  {check.ok ? 'ok' : 'not ok'}
                </Badge>
              </div>
              {!check.ok ? <p className="break-words text-fg">{check.result}</p> : null}
              <p className="text-fg-muted">{check.explanation}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/**
 * /admin/system: the engine's health for operators (issue 20). Workers (alive or stalled by their heartbeats), checks
 * keeping up, failures, the queue, deliveries, the database, retention and readiness; asked again every 5 seconds.
 */
export function SystemPage() {
  const user = useCurrentUser();
  const system = useSystem(user.isAdmin);
  const now = useNow(1000);

  if (!user.isAdmin || (system.isError && classifyError(system.error).type === 'notfound')) {
    return <AdminsOnly>This page shows the health of the monitoring engine: workers, queues, the database.</AdminsOnly>;
  }
  const data = system.data;
  if (!data) {
    if (system.isError) {
      return (
        <LoadError
          title="Couldn't load the system status"
          error={system.error}
          onRetry={() => void system.refetch()}
          retrying={system.isFetching}
        />
      );
    }
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the system status">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <p className="text-sm text-fg-muted" data-testid="system-updated">
        Updated {Math.max(0, Math.round((now - system.dataUpdatedAt) / 1000))} s ago
        {system.isError ? ' · the last refresh failed, retrying' : ''}
      </p>
      <Workers data={data} now={now} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <Checks data={data} now={now} />
        <Failures data={data} />
        <Queue data={data} />
        <Deliveries data={data} />
        <Database data={data} />
        <Retention data={data} now={now} />
      </div>
      <Readiness data={data} />
    </div>
  );
}
