import { ArrowRight, CircleCheck, CircleHelp, CircleX, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { PLANS } from '../../../../shared/constants/plans';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { formatCheckInterval } from '../../../../shared/helpers/plan-display';
import { describeCheckMessage } from '../../../../shared/helpers/error-classification';
import { registrationReading } from '../../../../shared/helpers/registration-outcome';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FailureText } from '../../../components/ui/failure-text';
import { cn } from '../../../lib/cn';
import { SIGN_UP_PATH } from './hero';

const LOOKS = {
  healthy: { label: 'Healthy', tone: 'healthy', icon: CircleCheck },
  warning: { label: 'Warning', tone: 'warning', icon: TriangleAlert },
  critical: { label: 'Critical', tone: 'critical', icon: CircleX },
  error: { label: 'Error', tone: 'unknown', icon: CircleHelp },
} as const;
const UNKNOWN = { label: 'Unknown', tone: 'unknown', icon: CircleHelp } as const;

const ICON_TONE: Record<StatusTone, string> = {
  healthy: 'text-healthy',
  warning: 'text-warning',
  critical: 'text-critical',
  unknown: 'text-unknown',
  info: 'text-info',
};

/** SPEC §2.6: the four sections of the landing result. */
const SECTIONS = [
  { key: 'dns', label: 'DNS' },
  { key: 'ssl', label: 'SSL certificate' },
  { key: 'security', label: 'Security and blacklists' },
  { key: 'whois', label: 'Domain registration (WHOIS)' },
] as const;

/** SPEC §2.6: issues were detected when DNS, SSL or security is not healthy. */
export function hasIssues(result: ScanResultResponse): boolean {
  return (['dns', 'ssl', 'security'] as const).some((key) => result[key]?.status !== 'healthy');
}

function lookOf(status: string | undefined) {
  return (status && status in LOOKS ? LOOKS[status as keyof typeof LOOKS] : undefined) ?? UNKNOWN;
}

export function FreeScanResult({ result }: { result: ScanResultResponse }) {
  const issues = hasIssues(result);
  const interval = formatCheckInterval(PLANS.free.checkIntervalSeconds);
  return (
    <div className="grid gap-6">
      <div className="rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6">
        <h3 className="text-lg font-semibold break-words text-fg">Results for {result.domain}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {SECTIONS.map(({ key, label }) => {
            const check = result[key];
            const look = lookOf(check?.status);
            const Icon = look.icon;
            return (
              <li key={key} className="grid content-start gap-2 rounded-lg border border-line p-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="flex items-center gap-2 text-sm font-semibold text-fg">
                    <Icon aria-hidden="true" className={cn('size-4 shrink-0', ICON_TONE[look.tone])} />
                    {label}
                  </p>
                  <Badge tone={look.tone} dot>
                    {look.label}
                  </Badge>
                </div>
                <FailureText
                  failure={
                    key === 'whois' && check
                      ? registrationReading(check.message, check.details)
                      : describeCheckMessage(check?.status, check?.message)
                  }
                  className="text-sm break-words text-fg-muted"
                />
              </li>
            );
          })}
        </ul>
      </div>
      <div
        className={cn(
          'flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center sm:p-6',
          issues ? 'border-warning/30 bg-warning-soft' : 'border-accent/25 bg-accent-soft',
        )}
      >
        {issues ? (
          <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-warning" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-8 shrink-0 text-accent-text" />
        )}
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-semibold text-fg">
            {issues ? `Issues detected on ${result.domain}` : `${result.domain} looks healthy`}
          </p>
          <p className="text-sm text-fg-muted">
            {issues
              ? `Sign up to monitor it continuously: Sitewarden re-checks it ${interval} on the free plan and alerts you when something breaks or is about to expire.`
              : `Keep it that way: sign up free and Sitewarden re-checks it ${interval}, alerting you before a certificate or registration lapses.`}
          </p>
        </div>
        <Button asChild className="shrink-0">
          <a href={SIGN_UP_PATH}>
            {issues ? 'Monitor this domain free' : 'Keep it healthy, free'}
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </div>
    </div>
  );
}
