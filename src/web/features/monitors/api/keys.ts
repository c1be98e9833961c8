/**
 * Query keys of the monitors feature, named by their paths (SPEC §7). A domain's list sits under ['/api/domains', id]
 * (the domain's own key), so whatever refreshes a domain refreshes its monitors too.
 */
export const monitorKeys = {
  list: (domainId: string) => ['/api/domains', domainId, 'monitors'] as const,
  detail: (id: string) => ['/api/monitors', id] as const,
};
