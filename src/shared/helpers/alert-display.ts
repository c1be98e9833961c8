/** How alerts read in the interface (SPEC §2.13, §3.1): type and severity names, severity colours, list sizes. */
import type { Alert } from '../contracts/alerts';
import type { StatusTone } from './health-score';

export type AlertType = Alert['type'];
export type AlertSeverity = Alert['severity'];

/** `ssl_expiry` is the certificate's (expiry and trust), `registration_expiry` the domain registration's (decision 077). */
export const ALERT_TYPE_LABELS: Record<AlertType, string> = {
  downtime: 'Downtime',
  ssl_expiry: 'SSL certificate',
  registration_expiry: 'Registration',
  dns_change: 'DNS change',
  performance: 'Performance',
  security: 'Security',
};

export const ALERT_SEVERITY_LABELS: Record<AlertSeverity, string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Info',
};

export const ALERT_SEVERITY_TONES: Record<AlertSeverity, StatusTone> = {
  critical: 'critical',
  warning: 'warning',
  info: 'info',
};

/** SPEC §9.4: the Recent Alerts panel shows the first 5. */
export const RECENT_ALERTS_LIMIT = 5;

/** GET /api/alerts answers at most this many (the newest) unless asked for more. */
export const ALERT_LIST_DEFAULT_LIMIT = 100;

/** '1 alert', '12 alerts'; a full page reads 'Latest 100 alerts', since older ones exist beyond it. */
export function formatAlertCount(count: number): string {
  if (count >= ALERT_LIST_DEFAULT_LIMIT) return `Latest ${count} alerts`;
  return count === 1 ? '1 alert' : `${count} alerts`;
}
