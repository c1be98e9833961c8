import { formatClockTime, formatLongTime, formatReadableTime, readableZone } from '../../shared/helpers/readable-time';
import type { AlertSeverity } from '../db/schema';
import type { NotificationMessage } from './channels/types';

/** A zone the runtime knows, else UTC (users.timezone is free text in the database). */
export const safeZone = readableZone;

/** 'Tuesday, 4 March 2025 at 14:05 CET' (e-mail): the shared rule of decision 044, on the recipient's clock. */
export function longTime(date: Date, timezone: string): string {
  return formatLongTime(date, timezone);
}

/** '14:05 CET' today, 'yesterday 14:05 CET', '4 Mar, 14:05 CET' (Slack), counted from `now`. */
export function mediumTime(date: Date, timezone: string, now: Date = new Date()): string {
  return formatReadableTime(date, timezone, now);
}

/** '14:05 CET' (SMS) */
export function shortTime(date: Date, timezone: string): string {
  return formatClockTime(date, timezone);
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
