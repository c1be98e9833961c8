import { PAYMENTS_MODES, PAYMENTS_ONLY_ATTRIBUTE, type PaymentsMode } from '../../shared/prerender/site-payments';

/**
 * Whether this installation takes payments, as the server wrote it into <html data-payments>; unknown at build time
 * (the prerender) and on the Vite dev server.
 */
function servedPayments(): PaymentsMode | undefined {
  if (import.meta.env.SSR) return undefined;
  const served = document.documentElement.dataset.payments;
  return PAYMENTS_MODES.find((mode) => mode === served);
}

/**
 * Wording true only with (stripe) or without (operator) Stripe. The prerender writes every mode's, marked, and the
 * server keeps the true one (shared/prerender/site-payments.ts); a page the browser renders shows the served mode's.
 */
export function PaymentsOnly({ mode, children }: { mode: PaymentsMode; children: string }) {
  if (import.meta.env.SSR) return <span {...{ [PAYMENTS_ONLY_ATTRIBUTE]: mode }}>{children}</span>;
  return servedPayments() === mode ? children : null;
}

/** One text per mode (a FAQ answer, a pricing note). */
export interface PaymentsText {
  stripe: string;
  operator: string;
}

export function PaymentsWording({ text }: { text: PaymentsText }) {
  return (
    <>
      <PaymentsOnly mode="stripe">{text.stripe}</PaymentsOnly>
      <PaymentsOnly mode="operator">{text.operator}</PaymentsOnly>
    </>
  );
}
