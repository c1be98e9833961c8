/**
 * An incident's own public page (decision 079): `{page address}/incidents/{id}`. The page's address is the
 * installation's `/public/status/{slug}` or its proven custom domain's root, which serves the same short path.
 * The feeds, the Statuspage JSON's shortlink, subscriber mail and the app link to it.
 */
export function incidentAddress(pageAddress: string, incidentId: string): string {
  return `${pageAddress.replace(/\/+$/, '')}/incidents/${encodeURIComponent(incidentId)}`;
}
