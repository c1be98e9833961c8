import type { AlertSeverity } from '../db/schema';
import type { NotificationMessage } from './channels/types';

/** A zone the runtime knows, else UTC (users.timezone is free text in the database). */
export function safeZone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

/** 'Tuesday, 4 March 2025 at 14:05 (Europe/Paris)': unambiguous whatever the reader's locale. */
export function longTime(date: Date, timezone: string): string {
  const zone = safeZone(timezone);
  const day = date.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone,
  });
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return `${day} at ${time} (${zone})`;
}

/** '4 Mar 2025, 14:05 Europe/Paris' */
export function mediumTime(date: Date, timezone: string): string {
  const zone = safeZone(timezone);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return `${day}, ${time} ${zone}`;
}

/** '14:05 UTC' (SMS) */
export function shortTime(date: Date, timezone: string): string {
  const zone = safeZone(timezone);
  return `${date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone })} ${zone}`;
}

export const SEVERITY_WORDS: Record<AlertSeverity, string> = { critical: 'Critical', warning: 'Warning', info: 'Info' };

/** DESIGN §6 status colours: critical red, warning amber, info blue; a recovery is healthy green. */
const SEVERITY_COLOURS: Record<AlertSeverity, string> = { critical: '#dc2626', warning: '#d97706', info: '#2563eb' };
const RESOLVED_COLOUR = '#16a34a';
const TEST_COLOUR = '#475569';

export function colourOf(message: NotificationMessage): string {
  if (message.event === 'alert.resolved') return RESOLVED_COLOUR;
  if (message.event === 'test') return TEST_COLOUR;
  return SEVERITY_COLOURS[message.severity];
}

/** 'Critical', 'Resolved' or 'Test': the word that leads a subject or an SMS. */
export function labelOf(message: NotificationMessage): string {
  if (message.event === 'alert.resolved') return 'Resolved';
  if (message.event === 'test') return 'Test';
  return SEVERITY_WORDS[message.severity];
}

/** Cuts text to `max` characters on a word boundary when it can, with an ellipsis. */
export function clip(text: string, max: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
