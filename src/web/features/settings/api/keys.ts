import type { DeliveryStatus } from '../../../../shared/contracts/notification-settings';

/** Query keys of the settings screen; each is also the path it GETs (SPEC §7). */
export const settingsKeys = {
  preferences: ['/api/settings/alert-preferences'] as const,
  slack: ['/api/integrations/slack'] as const,
  webhooks: ['/api/integrations/webhooks'] as const,
  deliveriesAll: ['/api/notifications/deliveries'] as const,
  deliveries: (filter: { status?: DeliveryStatus; page: number }) => ['/api/notifications/deliveries', filter] as const,
};
