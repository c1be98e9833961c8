import type { AlertRow } from '../jobs/monitoring/notifier';
import { clip } from './format';
import type { NotificationMessage } from './channels/types';

export const alertsLink = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/alerts`;

const alertShape = (alert: AlertRow): NotificationMessage['alert'] => ({
  id: alert.id,
  type: alert.type,
  severity: alert.severity,
  title: alert.title,
  message: alert.message,
  createdAt: alert.createdAt.toISOString(),
  resolvedAt: alert.resolvedAt?.toISOString() ?? null,
  isResolved: alert.isResolved,
});

/** The notice of an alert that opened. */
export function openedMessage(args: {
  alert: AlertRow;
  domainName: string;
  timezone: string;
  publicUrl: string;
  deliveryId?: number;
}): NotificationMessage {
  const { alert } = args;
  return {
    event: 'alert.opened',
    severity: alert.severity,
    headline: alert.title,
    body: alert.message,
    alert: alertShape(alert),
    domain: { id: alert.domainId, name: args.domainName },
    occurredAt: alert.createdAt,
    timezone: args.timezone,
    link: alertsLink(args.publicUrl),
    deliveryId: args.deliveryId,
  };
}

/** The recovery notice: the rule's message ('… is back up after 12 min of downtime.') leads. */
export function resolvedMessage(args: {
  alert: AlertRow;
  domainName: string;
  resolution: string;
  timezone: string;
  publicUrl: string;
  now: Date;
  deliveryId?: number;
}): NotificationMessage {
  const { alert } = args;
  return {
    event: 'alert.resolved',
    severity: alert.severity,
    headline: clip(args.resolution, 150),
    body: `${args.resolution} The alert "${alert.title}" is resolved.`,
    alert: alertShape(alert),
    domain: { id: alert.domainId, name: args.domainName },
    occurredAt: alert.resolvedAt ?? args.now,
    timezone: args.timezone,
    link: alertsLink(args.publicUrl),
    deliveryId: args.deliveryId,
  };
}

/** What the settings' Test buttons send: the shape of a real notice, marked as a test, about no real alert. */
export function testMessage(args: { timezone: string; publicUrl: string; now: Date }): NotificationMessage {
  const title = 'Test notification from Sitewarden';
  const body = 'If you can read this, Sitewarden alerts will reach you here. Nothing is wrong with your sites.';
  return {
    event: 'test',
    severity: 'info',
    headline: title,
    body,
    alert: {
      id: null,
      type: 'downtime',
      severity: 'info',
      title,
      message: body,
      createdAt: args.now.toISOString(),
      resolvedAt: null,
      isResolved: false,
    },
    domain: { id: null, name: 'example.com' },
    occurredAt: args.now,
    timezone: args.timezone,
    link: alertsLink(args.publicUrl),
  };
}
