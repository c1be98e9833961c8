import type { ReactNode } from 'react';
import { Circle, CircleCheck, RotateCw } from 'lucide-react';
import type { Audit, AuditSection } from '../../../../shared/contracts/audits';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { auditScoreBand } from '../../../../shared/helpers/status-bands';
import { describeCheckMessage } from '../../../../shared/helpers/error-classification';
import { registrationReading } from '../../../../shared/helpers/registration-outcome';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FailureText } from '../../../components/ui/failure-text';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { AUDIT_ERROR_FALLBACK, AUDIT_STEPS, useAuditProgress } from '../lib/audit-progress';
import { AuditStatusIcon, ProgressBar } from './audit-status';
import { displayDomain } from '../../../../shared/helpers/domain-name';

const BAND_TONE: Record<ReturnType<typeof auditScoreBand>, StatusTone> = {
  Secure: 'healthy',
  'Needs Improvement': 'warning',
  'Critical Issues': 'critical',
};

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function daysText(days: number | null): string | null {
  if (days === null) return null;
  return days < 0 ? `expired ${Math.abs(days)} days ago` : `${days} days left`;
}

/** A few facts per area, from the fields each section carries beyond status and message. */
function facts(key: string, section: AuditSection): string[] {
  const s = section as Record<string, unknown>;
  switch (key) {
    case 'dns': {
      const records = list(s.records).length;
      const nameservers = list(s.nameservers).length;
      return [records ? `${records} records` : null, nameservers ? `${nameservers} nameservers` : null].filter(
        (x): x is string => x !== null,
      );
    }
    case 'ssl':
      return [
        text(s.issuer) && `Issued by ${text(s.issuer)}`,
        daysText(num(s.daysUntilExpiry)),
        text(s.protocol),
      ].filter((x): x is string => !!x);
    case 'whois':
      // not registered, reserved and unknown are said in the message line (registrationLine); no registrar or dates
      if (typeof s.registration === 'string' && s.registration !== 'registered') return [];
      return [text(s.registrar), daysText(num(s.daysUntilExpiry))].filter((x): x is string => !!x);
    case 'security': {
      const missing = list(s.missingHeaders).length;
      const ignored = list(s.ignoredHeaders).length;
      // Weak: in effect, with a warning (decision 040); audits stored earlier carry no warnings.
      const weak = list(s.headers).filter((h) => {
        const row = h as { present?: unknown; warnings?: unknown };
        return row.present === true && list(row.warnings).length > 0;
      }).length;
      const listed = list(s.blocklists).filter((b) => (b as { outcome?: string }).outcome === 'listed').length;
      const headers = (n: number) => `${n} security header${n === 1 ? '' : 's'}`;
      return [
        missing ? `${headers(missing)} missing` : null,
        ignored ? `${headers(ignored)} ignored by browsers` : null,
        weak ? `${headers(weak)} weak` : null,
        listed ? `listed on ${listed} blacklist${listed === 1 ? '' : 's'}` : null,
      ].filter((x): x is string => x !== null);
    }
    case 'performance': {
      const lighthouse = s.lighthouse as { scores?: { performance?: unknown } } | null | undefined;
      const score = num(lighthouse?.scores?.performance);
      const load = num(s.loadTime);
      return [
        score !== null ? `Lighthouse performance ${Math.round(score)}/100` : null,
        load !== null ? `loaded in ${Math.round(load)} ms` : null,
      ].filter((x): x is string => x !== null);
    }
    case 'vulnerabilities':
      return list(s.findings)
        .slice(0, 5)
        .map((f) => text((f as { title?: unknown }).title))
        .filter((x): x is string => x !== null);
    default:
      return [];
  }
}

const AREAS: ReadonlyArray<{ key: string; label: string; pick: (audit: Audit) => AuditSection | null }> = [
  { key: 'dns', label: 'DNS', pick: (a) => a.dnsResults },
  { key: 'ssl', label: 'SSL Certificate', pick: (a) => a.sslResults },
  { key: 'whois', label: 'WHOIS', pick: (a) => a.whoisResults },
  { key: 'security', label: 'Security', pick: (a) => a.securityResults },
  { key: 'performance', label: 'Performance', pick: (a) => a.performanceResults },
  { key: 'vulnerabilities', label: 'Vulnerabilities', pick: (a) => a.vulnerabilityResults },
];

function RunningView({ progress }: { progress: number }) {
  const current = AUDIT_STEPS.find((step) => progress < step.doneAt);
  return (
    <ol className="grid gap-2.5" aria-label="Audit steps">
      {AUDIT_STEPS.map((step) => {
        const done = progress >= step.doneAt;
        const active = step === current;
        return (
          <li key={step.label} className="flex items-center gap-3 text-sm">
            {done ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-healthy" />
            ) : active ? (
              <Spinner size="md" label={null} className="text-accent-text" />
            ) : (
              <Circle aria-hidden="true" className="size-5 shrink-0 text-fg-subtle" />
            )}
            <span className={cn(done ? 'text-fg' : active ? 'font-medium text-fg' : 'text-fg-muted')}>
              {step.label}
            </span>
            <span className="sr-only">{done ? '(done)' : active ? '(in progress)' : '(waiting)'}</span>
          </li>
        );
      })}
    </ol>
  );
}

function CompletedView({ audit }: { audit: Audit }) {
  const score = audit.overallScore ?? 0;
  const band = auditScoreBand(score);
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 rounded-lg border border-line bg-canvas p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-6">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-semibold tracking-tight text-fg tabular-nums">{score}</span>
          <span className="text-sm text-fg-muted">/100</span>
        </p>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm font-medium text-fg">Security score</span>
            <Badge tone={BAND_TONE[band]} dot>
              {band}
            </Badge>
          </div>
          <ProgressBar
            value={score}
            label="Security score"
            valueText={`${score} out of 100, ${band}`}
            tone={BAND_TONE[band]}
          />
        </div>
      </div>
      <section aria-labelledby="audit-areas" className="grid gap-3">
        <h3 id="audit-areas" className="text-sm font-semibold text-fg">
          Results by area
        </h3>
        <ul className="divide-y divide-line rounded-lg border border-line">
          {AREAS.map(({ key, label, pick }) => {
            const section = pick(audit);
            const details = section ? facts(key, section) : [];
            return (
              <li key={key} className="flex items-start gap-3 px-4 py-3">
                <AuditStatusIcon status={section?.status} className="mt-0.5" />
                <div className="grid min-w-0 gap-0.5">
                  <p className="text-sm font-medium text-fg">{label}</p>
                  <FailureText
                    failure={
                      key === 'whois' && section
                        ? registrationReading(section.message, section)
                        : describeCheckMessage(section?.status, section?.message)
                    }
                    className="text-sm break-words text-fg-muted"
                  />
                  {details.length > 0 ? (
                    <p className="text-xs break-words text-fg-subtle">{details.join(' · ')}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="audit-recommendations" className="grid gap-3">
        <h3 id="audit-recommendations" className="text-sm font-semibold text-fg">
          Recommendations
        </h3>
        {audit.recommendations.length > 0 ? (
          <ol className="grid list-decimal gap-2 pl-5 text-sm text-fg marker:text-fg-muted">
            {audit.recommendations.map((recommendation) => (
              <li key={recommendation} className="pl-1 break-words">
                {recommendation}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-fg-muted">Nothing to recommend: every area passed.</p>
        )}
      </section>
    </div>
  );
}

export interface FullAuditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domainName: string;
  /** The audit as last read; undefined before the first read. */
  audit: Audit | undefined;
  /** Reading the audit failed (the poll carries on). */
  readError?: string | undefined;
  onRunAgain: () => void;
  runAgainPending?: boolean;
  now?: number;
}

/** SPEC §2.16 audit results dialog: running, completed and failed views. */
export function FullAuditDialog({
  open,
  onOpenChange,
  domainName: storedName,
  audit,
  readError,
  onRunAgain,
  runAgainPending = false,
  now = Date.now(),
}: FullAuditDialogProps) {
  const domainName = displayDomain(storedName);
  const status = audit?.status;
  const progress = useAuditProgress(status);
  let title = 'Security Audit';
  let description: ReactNode = `Auditing ${domainName}: every check, then a Lighthouse performance test. This usually takes under a minute.`;
  if (status === 'completed') {
    title = 'Security Audit Results';
    description = (
      <>
        {domainName}
        {audit?.completedAt ? (
          <>
            {' · completed '}
            <time dateTime={audit.completedAt}>{formatRelativeTime(audit.completedAt, now).toLowerCase()}</time>
          </>
        ) : null}
      </>
    );
  } else if (status === 'failed') {
    title = 'Security Audit Failed';
    description = `The audit of ${domainName} did not finish.`;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-xs text-fg-muted">
            <span>{status === 'completed' ? 'Complete' : status === 'failed' ? 'Stopped' : 'Running checks'}</span>
            <span className="tabular-nums" aria-hidden="true">
              {progress}%
            </span>
          </div>
          <ProgressBar
            value={progress}
            label="Audit progress"
            valueText={`${progress}%`}
            tone={status === 'failed' ? 'critical' : 'accent'}
          />
        </div>
        {status === 'completed' && audit ? (
          <CompletedView audit={audit} />
        ) : status === 'failed' ? (
          <Alert tone="critical" role="alert" title="The audit could not be completed">
            {audit?.error?.trim() ? audit.error : AUDIT_ERROR_FALLBACK}
          </Alert>
        ) : (
          <div className="grid gap-4">
            <RunningView progress={progress} />
            {readError ? (
              <Alert tone="warning" title="Couldn't read the audit's progress">
                {readError} Trying again shortly.
              </Alert>
            ) : null}
          </div>
        )}
        <DialogFooter>
          {status === 'completed' || status === 'failed' ? (
            <Button variant="outline" onClick={onRunAgain} loading={runAgainPending}>
              {runAgainPending ? null : <RotateCw aria-hidden="true" />}
              Run Again
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button>{status === 'completed' || status === 'failed' ? 'Close' : 'Run in background'}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
