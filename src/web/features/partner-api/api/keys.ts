/** Query keys of the partner API screen, named by their paths (SPEC §7): ['/api/partner-api'] refreshes all of it. */
export const partnerApiKeys = {
  all: ['/api/partner-api'] as const,
  keys: ['/api/partner-api', 'keys'] as const,
  usage: (days: number) => ['/api/partner-api', 'usage', days] as const,
};

export const API_KEYS_PATH = '/api/partner-api/keys';
export const apiKeyPath = (id: string) => `${API_KEYS_PATH}/${encodeURIComponent(id)}`;
export const API_USAGE_PATH = '/api/partner-api/usage';
