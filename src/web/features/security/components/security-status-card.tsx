import { useEffect, useState, type ComponentType } from 'react';
import { CircleCheck, CircleHelp, CircleX, RefreshCw, ShieldCheck, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { SecurityCheck, SecurityCheckStatus } from '../../../../shared/contracts/security';
import { getHealthScoreTone } from '../../../../shared/helpers/health-score';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { DemoGuard } from '../../../components/demo-guard';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { ProgressBar, toneText } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-errors';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { RESCAN_PATH, RESCAN_POLL_MS, useFirstDomain, useRescan, useSecuritySummary } from '../api/security';

/** How long the card keeps looking for a rescan's results. */
const RESCAN_WATCH_MS = 2 * 60_000;

const LOOKS: Record<SecurityCheckStatus, { icon: LucideIcon; label: string }> = {
  healthy: { icon: CircleCheck, label: 'Healthy' },
  warning: { icon: TriangleAlert, label: 'Warning' },
  critical: { icon: CircleX, label: 'Critical' },
  unknown: { icon: CircleHelp, label: 'Not checked' },
};

/** The full audit's button, handed in by the route (features do not import each other). */
export type AuditActionComponent = ComponentType<{ domainId: string | null; domainName?: string }>;

function CheckRow({ check, now }: { check: SecurityCheck; now: number }) {
  const look = LOOKS[check.status];
  const Icon = look.icon;
  return (
    <li className="flex gap-3 py-3">
      <Icon role="img" aria-label={look.label} className={cn('mt-0.5 size-5 shrink-0', toneText[check.status])} />
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-fg">{check.label}</p>
        <p className="text-sm break-words text-fg-muted">{check.message}</p>
        <p className="text-xs text-fg-subtle">
          {check.lastCheckedAt ? (
            <>
              Last checked <time dateTime={check.lastCheckedAt}>{formatRelativeTime(check.lastCheckedAt, now)}</time>
            </>
          ) : (
            'Not checked yet'
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * SPEC §2.16 Security Status: the security score (share of healthy results), protected domains, and the four checks
 * with the time each was really last checked (not the spec's fixed text), from the latest stored results. Rescan runs
 * the checks again through the monitoring engine; Run Full Audit starts from the first domain (the dashboard's button
 * asks which when there are several).
 */
export function SecurityStatusCard({ AuditAction }: { AuditAction?: AuditActionComponent }) {
  const [watchingSince, setWatchingSince] = useState<number | null>(null);
  const summary = useSecuritySummary(watchingSince === null ? false : RESCAN_POLL_MS);
  const firstDomain = useFirstDomain();
  const rescan = useRescan();
  const now = useNow(watchingSince === null ? 60_000 : RESCAN_POLL_MS);

  useEffect(() => {
    if (watchingSince === null) return;
    const timer = window.setTimeout(() => setWatchingSince(null), RESCAN_WATCH_MS);
    return () => window.clearTimeout(timer);
  }, [watchingSince]);

  const startRescan = () =>
    rescan.mutate(undefined, {
      onSuccess: (result) => {
        setWatchingSince(Date.now());
        toast({
          title: 'Rescan Started',
          description: `Checking ${result.domains} domain${result.domains === 1 ? '' : 's'} again. Results appear here within a minute or two.`,
        });
      },
      onError: (error) =>
        toastActionError(error, 'Rescan Failed', 'The checks could not be started. Please try again.'),
    });

  const data = summary.data;
  let body;
  if (summary.isError) {
    body = (
      <LoadError
        title="Couldn't load the security status"
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
        framed={false}
        className="py-4"
      />
    );
  } else if (!data) {
    body = (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading security status">
        <Skeleton className="h-12" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  } else if (data.totalDomains === 0) {
    body = (
      <EmptyState
        icon={ShieldCheck}
        title="No domains to protect yet"
        framed={false}
        className="px-0 py-4"
        action={
          <Button asChild size="sm">
            <Link to="/domains">Add a domain</Link>
          </Button>
        }
      >
        Add a domain and Sitewarden checks its blacklists, certificate and DNS every day.
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid gap-4">
        <dl className="grid grid-cols-2 gap-4">
          <div className="grid gap-1.5">
            <dt className="text-xs font-medium text-fg-muted">Security Score</dt>
            <dd className="grid gap-1.5">
              <span className="text-2xl font-semibold tracking-tight text-fg tabular-nums">
                {data.score === null ? '—' : `${data.score}%`}
              </span>
              {data.score !== null ? (
                <ProgressBar value={data.score} label="Security score" tone={getHealthScoreTone(data.score)} />
              ) : (
                <span className="text-xs text-fg-muted">Not checked yet</span>
              )}
            </dd>
          </div>
          <div className="grid content-start gap-1.5">
            <dt className="text-xs font-medium text-fg-muted">Protected Domains</dt>
            <dd className="text-2xl font-semibold tracking-tight text-fg tabular-nums">
              {data.protectedDomains}
              <span className="text-sm font-normal text-fg-muted"> of {data.totalDomains}</span>
            </dd>
          </div>
        </dl>
        <ul aria-label="Security checks" className="-my-1 divide-y divide-line">
          {data.checks.map((check) => (
            <CheckRow key={check.key} check={check} now={now} />
          ))}
        </ul>
      </div>
    );
  }

  const domain = firstDomain.data ?? null;
  return (
    <Card>
      <div className="grid gap-1 px-5 pt-5 sm:px-6 sm:pt-6">
        <CardTitle>Security Status</CardTitle>
        <CardDescription>Blacklists, certificates and DNS of your domains</CardDescription>
      </div>
      <CardContent>{body}</CardContent>
      <CardFooter className="flex-wrap">
        <DemoGuard method="POST" path={RESCAN_PATH}>
          {(demoDisabled) => (
            <Button
              variant="outline"
              size="sm"
              onClick={startRescan}
              loading={rescan.isPending}
              disabled={demoDisabled || !data || data.totalDomains === 0}
            >
              {rescan.isPending ? null : <RefreshCw aria-hidden="true" />}
              Rescan
            </Button>
          )}
        </DemoGuard>
        {AuditAction ? (
          <AuditAction domainId={domain?.id ?? null} {...(domain ? { domainName: domain.name } : {})} />
        ) : null}
      </CardFooter>
    </Card>
  );
}
