/** Where a page answers on this installation (the server's own public route). */
export const publicStatusPath = (slug: string) => `/public/status/${slug}`;

/**
 * The host a custom domain's CNAME points at: the installation's host name as this browser reached it (the
 * management screens are served from PUBLIC_URL; a CNAME names a host, never a port).
 */
export function installationHost(): string {
  return window.location.hostname;
}

/** The port this browser reached the installation on, when not the protocol's own: DNS cannot carry it. */
export function installationPort(): string {
  return window.location.port;
}
