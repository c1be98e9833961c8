/**
 * Whether this installation takes payments (Stripe configured) is known only when the server runs, not when the public
 * pages are prerendered (issue 33: a pricing page saying "billed through Stripe" on an installation without Stripe).
 * Prerendered pages carry both wordings, each in a marked span, and <html data-payments> with a placeholder; the server
 * keeps the wording that is true and fills in the attribute (src/server/http/prerendered-site.ts), and the browser
 * reads the attribute when it renders those pages itself (src/web/components/payments-only.tsx).
 */
export type PaymentsMode = 'stripe' | 'operator';
export const PAYMENTS_MODES: readonly PaymentsMode[] = ['stripe', 'operator'];

export const PAYMENTS_PLACEHOLDER = '__SITEWARDEN_PAYMENTS__';

/** The attribute of a span holding one mode's wording: its text only, no element inside (the server's match is flat). */
export const PAYMENTS_ONLY_ATTRIBUTE = 'data-payments-only';

const marked = new RegExp(`<span ${PAYMENTS_ONLY_ATTRIBUTE}="(stripe|operator)">([^<]*)</span>`, 'g');

/** A page's HTML with the wording of `mode` kept (unwrapped) and the other mode's removed. */
export function keepPaymentsWording(html: string, mode: PaymentsMode): string {
  return html.replace(marked, (_, markedMode: string, text: string) => (markedMode === mode ? text : ''));
}
