/** Query keys of the /partner screen, named by their paths (SPEC §7). */
export const partnerKeys = {
  profile: ['/api/partner'] as const,
  domains: ['/api/partner', 'domains'] as const,
};

export const PARTNER_PATH = '/api/partner';
export const WEBHOOK_SECRET_PATH = '/api/partner/webhook-secret';
export const PARTNER_DOMAINS_PATH = '/api/partner/domains';
export const partnerDomainPath = (id: string) => `${PARTNER_DOMAINS_PATH}/${encodeURIComponent(id)}`;
