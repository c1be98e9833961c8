import {
  HTTP_MONITOR_TYPES,
  MONITOR_TYPE_INFO,
  startTlsProtocolFor,
  STARTTLS_MODES,
  type MonitorType,
  type StartTlsMode,
} from '../constants/monitors';
import type { ThresholdMetric } from '../contracts/alert-thresholds';

/** Monitor types whose checks measure a response time: HTTP(S) requests, TCP connects, DNS questions. */
const TIMED_TYPES: readonly MonitorType[] = [...HTTP_MONITOR_TYPES, 'tcp', 'dns-record'];

/** What the rule of a monitor may watch needs of the monitor: its type, and its settings (a TCP monitor's TLS). */
export interface ThresholdTargetMonitor {
  type: MonitorType;
  settings: Record<string, unknown>;
}

/** A TCP monitor that reads a certificate: TLS from the first byte, or STARTTLS on a mail port. */
function readsCertificate({ type, settings }: ThresholdTargetMonitor): boolean {
  if (type !== 'tcp') return false;
  const mode = (STARTTLS_MODES as readonly unknown[]).includes(settings.starttls)
    ? (settings.starttls as StartTlsMode)
    : 'off';
  const port = typeof settings.port === 'number' ? settings.port : 0;
  return settings.tls === true || startTlsProtocolFor(mode, port) !== null;
}

/**
 * The metrics an alert threshold on one monitor may watch (issue 31): response time where its checks are timed,
 * uptime over 24 hours where they are probed, certificate days left where it reads a certificate. Heartbeats have
 * none: their pings are not timed, and their silence rule is their alert.
 */
export function monitorThresholdMetrics(monitor: ThresholdTargetMonitor): ThresholdMetric[] {
  if (!TIMED_TYPES.includes(monitor.type)) return [];
  const metrics: ThresholdMetric[] = ['response_time', 'uptime_percentage'];
  if (readsCertificate(monitor)) metrics.push('ssl_expiry_days');
  return metrics;
}

/** Why a metric cannot be a monitor's rule, in words. */
export function metricNotForMonitorMessage(metricLabel: string, monitor: ThresholdTargetMonitor): string {
  if (monitor.type === 'tcp' && metricLabel === 'SSL certificate expiry')
    return 'SSL certificate expiry applies to a TCP monitor that uses TLS or STARTTLS';
  const label = MONITOR_TYPE_INFO[monitor.type].label;
  const allowed = monitorThresholdMetrics(monitor);
  return allowed.length === 0
    ? `A ${label} monitor has no threshold metrics: its own rule alerts`
    : `${metricLabel} does not apply to a ${label} monitor`;
}
