import {
  PARTNER_DELIVERY_PAGE_SIZE,
  partnerWebhookMessages,
  type PartnerDelivery,
  type PartnerDeliveryList,
} from '../../../shared/contracts/partner-webhooks';
import type { IntegrationTestResult } from '../../../shared/contracts/notification-settings';
import { deliveredStatus } from '../../notifications/channels/types';
import { conflict } from '../../http/errors';
import type { Workspace } from '../workspaces/workspace';
import type { PartnerEventsRepository } from './partner-events.repository';
import { authorizePartner } from './partner-plan';
import { partnerEventOf, type PartnerWebhooks } from './partner-webhooks';
import type { PartnersRepository } from './partners.repository';

type DeliveryRow = Awaited<ReturnType<PartnerEventsRepository['deliveries']>>['rows'][number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the event was about, read from the body it carried: "domain", "domain: monitor", or the incident's title. */
function subjectOf(body: unknown): string | null {
  const b = (body ?? {}) as {
    domain?: { name?: string };
    monitor?: { name?: string } | null;
    incident?: { title?: string };
  };
  if (b.incident?.title) return b.incident.title;
  if (!b.domain?.name) return null;
  return b.monitor?.name ? `${b.domain.name}: ${b.monitor.name}` : b.domain.name;
}

export const toPartnerDelivery = (r: DeliveryRow): PartnerDelivery => ({
  id: r.id,
  event: partnerEventOf(r.notice),
  subject: subjectOf(r.message?.body),
  target: r.target,
  status: r.status,
  attempt: r.attempt,
  responseCode: r.responseCode,
  error: r.error,
  nextAttemptAt: iso(r.nextAttemptAt),
  sentAt: iso(r.sentAt),
  createdAt: r.createdAt.toISOString(),
});

/** The /partner screen's side of partner events: the test button and the partner's delivery log. */
export function createPartnerWebhooksService(deps: {
  repo: Pick<PartnersRepository, 'partnerOf'>;
  events: Pick<PartnerEventsRepository, 'deliveries'>;
  hooks: Pick<PartnerWebhooks, 'sendTest'>;
}) {
  return {
    /** A signed test event to the saved address, now: what the receiver answered, as integration tests answer. */
    async test(ws: Workspace): Promise<IntegrationTestResult> {
      authorizePartner(ws, 'settings:manage');
      const partner = await deps.repo.partnerOf(ws);
      if (!partner.webhookUrl) throw conflict(partnerWebhookMessages.urlRequired, 'WEBHOOK_URL_REQUIRED');
      if (!partner.webhookSecret) throw conflict(partnerWebhookMessages.secretRequired, 'WEBHOOK_SECRET_REQUIRED');
      const { outcome, testedAt } = await deps.hooks.sendTest(partner.id, partner.webhookUrl);
      return {
        ok: outcome.ok,
        status: deliveredStatus(outcome),
        responseCode: outcome.responseCode,
        error: outcome.ok ? null : outcome.error.slice(0, 1000),
        testedAt: testedAt.toISOString(),
      };
    },

    async deliveries(ws: Workspace, query: { page: number }): Promise<PartnerDeliveryList> {
      authorizePartner(ws, 'workspace:read');
      const partner = await deps.repo.partnerOf(ws);
      const pageSize = PARTNER_DELIVERY_PAGE_SIZE;
      const { rows, total } = await deps.events.deliveries(partner.id, {
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
      });
      return { data: rows.map(toPartnerDelivery), page: query.page, pageSize, total };
    },
  };
}

export type PartnerWebhooksService = ReturnType<typeof createPartnerWebhooksService>;
