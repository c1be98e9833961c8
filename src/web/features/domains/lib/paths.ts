/** A domain's own page (/domains/{id}; src/shared/routes.ts). */
export const domainPagePath = (id: string) => `/domains/${encodeURIComponent(id)}`;
