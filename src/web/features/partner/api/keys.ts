/** Query keys of the /partner screen, named by their paths (SPEC §7). */
export const partnerKeys = {
  profile: ['/api/partner'] as const,
  domains: ['/api/partner', 'domains'] as const,
  deliveriesAll: ['/api/partner', 'deliveries'] as const,
  deliveries: (page: number) => ['/api/partner', 'deliveries', page] as const,
};

export const PARTNER_PATH = '/api/partner';
export const WEBHOOK_SECRET_PATH = '/api/partner/webhook-secret';
export const WEBHOOK_TEST_PATH = '/api/partner/webhook-test';
export const PARTNER_DELIVERIES_PATH = '/api/partner/deliveries';
export const PARTNER_DOMAINS_PATH = '/api/partner/domains';
export const partnerDomainPath = (id: string) => `${PARTNER_DOMAINS_PATH}/${encodeURIComponent(id)}`;
