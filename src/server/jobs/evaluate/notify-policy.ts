import type { AlertSeverity } from '../../db/schema';

export type Channel = 'email' | 'sms' | 'slack' | 'webhook';

export interface NotifyContext {
  now: Date;
  severity: AlertSeverity;
  /** Someone acknowledged the cause's open alert (decision 043): its further alerts are not notified. */
  acknowledged?: boolean;
  /** Channels the user turned on (alert_preferences), in preference order. */
  enabledChannels: Channel[];
  /** A monitor's own alert routing (monitors.alert_channels): its alerts go to these channels only. */
  monitorChannels?: Channel[] | null;
  /** SPEC §9.1: how many channels the plan allows. */
  maxChannels: number;
  quietHours: { enabled: boolean; start: string | null; end: string | null; timezone: string };
  threshold?: {
    enabled: boolean;
    channels: Channel[];
    businessHoursOnly: boolean;
    businessHoursStart: string | null;
    businessHoursEnd: string | null;
    timezone: string;
    cooldownMinutes: number;
    lastTriggeredAt: Date | null;
  };
}

export type NotifyDecision =
  | { send: true; channels: Channel[] }
  | {
      send: false;
      reason: 'acknowledged' | 'disabled' | 'cooldown' | 'quiet-hours' | 'outside-business-hours' | 'no-channel';
    };

/** Minutes since midnight of `date` on the wall clock of `timezone`. */
export function localMinutes(date: Date, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return h * 60 + m;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether a time falls in [start, end), windows crossing midnight included (22:00-07:00). */
export function inWindow(minutes: number, start: string, end: string): boolean {
  const s = toMinutes(start);
  const e = toMinutes(end);
  return s <= e ? minutes >= s && minutes < e : minutes >= s || minutes < e;
}

/**
 * Who hears about an alert: the threshold's channels (or the user's), only those of its monitor's routing when the
 * monitor has one, capped to the plan's channel count;
 * nothing inside quiet hours unless critical; nothing outside business hours for business-hours rules;
 * nothing again within the cooldown; nothing for an alert of a cause someone acknowledged. The alert itself is always
 * stored; this only decides notifications.
 */
export function decideNotification(ctx: NotifyContext): NotifyDecision {
  if (ctx.acknowledged) return { send: false, reason: 'acknowledged' };
  const t = ctx.threshold;
  if (t && !t.enabled) return { send: false, reason: 'disabled' };
  if (t?.lastTriggeredAt && ctx.now.getTime() - t.lastTriggeredAt.getTime() < t.cooldownMinutes * 60_000) {
    return { send: false, reason: 'cooldown' };
  }
  if (t?.businessHoursOnly && t.businessHoursStart && t.businessHoursEnd) {
    if (!inWindow(localMinutes(ctx.now, t.timezone), t.businessHoursStart, t.businessHoursEnd)) {
      return { send: false, reason: 'outside-business-hours' };
    }
  }
  const q = ctx.quietHours;
  if (
    q.enabled &&
    q.start &&
    q.end &&
    ctx.severity !== 'critical' &&
    inWindow(localMinutes(ctx.now, q.timezone), q.start, q.end)
  ) {
    return { send: false, reason: 'quiet-hours' };
  }
  const routed = ctx.monitorChannels;
  const wanted = ctx.enabledChannels.filter((c) => (!t || t.channels.includes(c)) && (!routed || routed.includes(c)));
  const channels = wanted.slice(0, Math.max(0, ctx.maxChannels));
  return channels.length ? { send: true, channels } : { send: false, reason: 'no-channel' };
}
