/**
 * How a monitor reads on screen: its status in words and colour, its interval in words. Plain values only (no zod:
 * the domain page loads this; decision 024).
 */
import type { MonitorStatus } from '../../../../shared/contracts/monitors';
import { displayDomain, domainHost, hostKind } from '../../../../shared/helpers/domain-name';
import { PENDING_FIRST_CHECK } from '../../../../shared/helpers/domain-state';
import type { BadgeTone } from '../../../components/ui/badge';

export const MONITOR_STATUS_LOOKS: Record<MonitorStatus, { label: string; tone: BadgeTone }> = {
  up: { label: 'Up', tone: 'healthy' },
  degraded: { label: 'Degraded', tone: 'warning' },
  down: { label: 'Down', tone: 'critical' },
  pending: { label: PENDING_FIRST_CHECK, tone: 'unknown' },
  paused: { label: 'Paused', tone: 'neutral' },
};

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 30 -> '30 seconds', 300 -> '5 minutes', 7200 -> '2 hours', 86400 -> '1 day'. */
export function describeSeconds(seconds: number): string {
  if (seconds % 86_400 === 0) return unit(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return unit(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return unit(seconds / 60, 'minute');
  return unit(seconds, 'second');
}

/** The intervals offered between checks; the plan's minimum is added when it is not one of them. */
const INTERVAL_CHOICES = [30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 21_600, 43_200, 86_400];

/** The intervals a monitor of a type may have on the plan: none shorter than its minimum. */
export function intervalChoices(minimumSeconds: number): number[] {
  const allowed = INTERVAL_CHOICES.filter((s) => s >= minimumSeconds);
  return allowed.includes(minimumSeconds) ? allowed : [minimumSeconds, ...allowed].sort((a, b) => a - b);
}

/** '230 ms', '1.4 s'. */

/**
 * Where a monitor of this domain may point, in words: the host without the domain's port, and whether its
 * subdomains count (an IP address or localhost has none; decision 071).
 */
export function monitorTarget(domainName: string): { host: string; subdomains: boolean; words: string } {
  const host = displayDomain(domainHost(domainName));
  const subdomains = hostKind(domainName) === 'name';
  return { host, subdomains, words: subdomains ? `${host} or one of its subdomains` : host };
}
