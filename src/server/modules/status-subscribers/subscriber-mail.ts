import type { SubscriberLinks } from '../../notifications/templates/status-subscription';

/** The public addresses the subscription screens answer at (beside the page's own `/public/status/{slug}`). */
export const UNSUBSCRIBE_PATH = '/public/status/unsubscribe';
export const VERIFY_SUCCESS_PATH = '/public/status/verify-success';
export const pagePath = (slug: string) => `/public/status/${encodeURIComponent(slug)}`;

/**
 * The links and headers every subscriber mail carries: the page, the unsubscribe link in the body, and RFC 8058's
 * pair, so a mail client's "Unsubscribe" button POSTs to the same address without opening a browser.
 */
export function subscriberMailParts(
  base: string,
  slug: string,
  unsubscribeToken: string,
): { links: SubscriberLinks; headers: Record<string, string> } {
  const unsubscribeUrl = `${base}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}`;
  return {
    links: { pageUrl: `${base}${pagePath(slug)}`, unsubscribeUrl },
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
