import type { AlertSeverity, AlertType } from '../../db/schema';

/** What a rule asks the monitoring service to do. Rules are pure: they never touch the database or the network. */
export type RuleAction =
  | { kind: 'recheck' }
  | { kind: 'open-alert'; alert: NewAlert }
  /** The cause persists: open this alert again unless one of its cause is open (lifecycle.ts). */
  | { kind: 'keep-open'; alert: NewAlert }
  /** `metric` limits it to the alerts of one threshold rule (metadata.metric): a performance type has several. */
  | { kind: 'resolve-alert'; type: AlertType; message: string; metadata?: Record<string, unknown>; metric?: string }
  | { kind: 'outage-started'; at: number; statusCode: number | null; error: string | null }
  | { kind: 'outage-ended'; startedAt: number; endedAt: number; durationMs: number; consecutiveFailures: number };

export interface NewAlert {
  type: AlertType;
  severity: AlertSeverity;
  title: string;
  message: string;
  metadata: Record<string, unknown>;
}

export interface RuleResult<S> {
  state: S;
  actions: RuleAction[];
}

export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min${s % 60 ? ` ${s % 60} s` : ''}`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h${m % 60 ? ` ${m % 60} min` : ''}`;
  return `${Math.floor(h / 24)} days ${h % 24} h`;
}
