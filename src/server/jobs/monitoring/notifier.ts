import type { alerts } from '../../db/schema';
import type { DomainContext } from './monitoring.repository';

export type AlertRow = typeof alerts.$inferSelect;

/** Where opened and resolved alerts go next: the notification layer (e-mail, SMS, Slack, webhooks). */
export interface AlertNotifier {
  alertOpened(domain: DomainContext, alert: AlertRow): Promise<void>;
  alertResolved(domain: DomainContext, resolved: AlertRow[], message: string): Promise<void>;
}

export const silentNotifier: AlertNotifier = {
  alertOpened: async () => undefined,
  alertResolved: async () => undefined,
};
