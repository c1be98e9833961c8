/**
 * Keeps what a referrer says about where a visitor came from and drops what could identify them: another site's
 * address loses its query and fragment (tokens, e-mail addresses); a path of this site is kept as it is.
 */
export function sanitizeReferrer(referrer: string | undefined): string | null {
  if (!referrer) return null;
  if (referrer.startsWith('/')) return referrer.slice(0, 2048);
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    return null;
  }
}
