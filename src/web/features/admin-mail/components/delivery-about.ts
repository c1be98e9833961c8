import type { AdminDelivery } from '../../../../shared/contracts/admin-deliveries';

const NOTICE_KINDS: Record<string, string> = { incident: 'Incident notice', maintenance: 'Maintenance notice' };

/**
 * What a delivery was about, in one line: the alert and its domain, a status page notice, a partner's event, or a
 * test message.
 */
export function aboutText(d: Pick<AdminDelivery, 'alert' | 'notice' | 'partner'>): string {
  if (d.alert) return `${d.alert.title} (${d.alert.domain})`;
  if (d.partner) return `Partner event ${d.partner.event}${d.partner.name ? `: ${d.partner.name}` : ''}`;
  if (d.notice)
    return `${NOTICE_KINDS[d.notice.kind] ?? 'Status page notice'}${d.notice.page ? `: ${d.notice.page}` : ''}`;
  return 'Test message';
}
