import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillingOverview, PlanChangePreview } from '../../../../shared/contracts/billing';
import { browserNavigation } from '../../../lib/navigation';
import { SignedInUserContext } from '../../../lib/session';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BillingPage } from './billing-page';

function overview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    mode: 'stripe',
    operatorEmail: null,
    plan: 'pro',
    status: 'active',
    billedTo: { kind: 'personal', name: 'Olive Owner' },
    canManage: true,
    currentPeriodEnd: '2026-12-27T12:00:00Z',
    cancelAt: null,
    graceUntil: null,
    nextInvoice: { amount: 2900, currency: 'usd', date: '2026-12-27T12:00:00Z' },
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
    invoices: [
      {
        id: 'in_1',
        amount: 2900,
        currency: 'usd',
        status: 'paid',
        description: 'Sitewarden Pro',
        invoiceUrl: 'https://stripe.test/invoice/in_1',
        pdfUrl: 'https://stripe.test/invoice/in_1.pdf',
        periodStart: '2026-11-27T12:00:00Z',
        periodEnd: '2026-12-27T12:00:00Z',
        paidAt: '2026-11-27T12:00:00Z',
        createdAt: '2026-11-27T12:00:00Z',
      },
    ],
    pausedByPlan: { domains: 0, monitors: 0 },
    ...overrides,
  };
}

function renderBilling(routes: Record<string, MockRoute | MockReply>, path = '/billing', isAdmin = false) {
  const fetchMock = mockFetch({
    'GET /api/workspace': { body: { kind: 'personal', teamId: null, role: 'owner', plan: 'pro', demo: false } },
    ...routes,
  });
  const user = makeUser({ timezone: 'UTC', isAdmin });
  const ui: ReactElement = (
    <SignedInUserContext.Provider value={user}>
      <BillingPage />
    </SignedInUserContext.Provider>
  );
  return { ...renderWithProviders(ui, { user, path }), fetchMock, events: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('the billing screen', { timeout: 20_000 }, () => {
  it('shows the plan, next invoice, card and invoices, and previews a change before making it', async () => {
    const preview: PlanChangePreview = {
      plan: 'agency',
      amountDue: 4645,
      currency: 'usd',
      lines: [{ description: 'Remaining time on Agency', amount: 4645 }],
      effects: ['Uptime is checked every 1 min from now.'],
    };
    const { fetchMock, events } = renderBilling({
      'GET /api/billing': { body: overview() },
      'POST /api/billing/preview': { body: preview },
      'POST /api/billing/change-plan': { body: overview({ plan: 'agency' }) },
    });
    await screen.findByRole('heading', { name: 'Pro plan' });
    expect(screen.getByText('$29.00 on Dec 27, 2026')).toBeInTheDocument();
    expect(screen.getByText('visa')).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      'https://stripe.test/invoice/in_1.pdf',
    );

    await events.click(screen.getByRole('button', { name: 'Upgrade to Agency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the Agency plan' });
    expect(await within(dialog).findByText(/Your next invoice/)).toHaveTextContent(
      'Your next invoice: $46.45, including the prorated difference for the rest of this period.',
    );
    expect(within(dialog).getByText('Uptime is checked every 1 min from now.')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Switch to Agency' }));
    await waitFor(() => expect(fetchMock.calls.some((c) => c.url.endsWith('/api/billing/change-plan'))).toBe(true));
    expect(fetchMock.calls.find((c) => c.url.endsWith('/api/billing/change-plan'))?.body).toEqual({ plan: 'agency' });
  });

  it('goes straight to Stripe Checkout for a plan chosen on the pricing page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { fetchMock } = renderBilling(
      {
        'GET /api/billing': {
          body: overview({ plan: 'free', status: 'inactive', nextInvoice: null, paymentMethod: null, invoices: [] }),
        },
        'POST /api/billing/checkout': { body: { url: 'https://checkout.stripe.test/c/cs_1' } },
      },
      '/billing?plan=agency',
    );
    expect(await screen.findByText('Taking you to Stripe Checkout for the Agency plan…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/cs_1'));
    expect(fetchMock.calls.filter((c) => c.url.endsWith('/api/billing/checkout')).map((c) => c.body)).toEqual([
      { plan: 'agency' },
    ]);
  });

  it('says who manages billing to members who may not, with no button', async () => {
    renderBilling({
      'GET /api/billing': {
        body: overview({
          canManage: false,
          billedTo: { kind: 'team', name: 'Acme' },
          nextInvoice: null,
          paymentMethod: null,
          invoices: [],
        }),
      },
    });
    expect(await screen.findByText(/The owner and admins of Acme manage its billing/)).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Invoices' })).not.toBeInTheDocument();
  });

  it('explains that the operator assigns plans when the installation has no Stripe', async () => {
    renderBilling(
      { 'GET /api/billing': { body: overview({ mode: 'operator', plan: 'enterprise', status: 'inactive' }) } },
      '/billing?plan=pro',
    );
    expect(await screen.findByText('Plans are assigned by this installation’s operator')).toBeInTheDocument();
    expect(screen.getByText('You chose the Pro plan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enterprise plan' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('sends an administrator to the Users screen to change the plan when there is no Stripe', async () => {
    renderBilling(
      {
        'GET /api/billing': {
          body: overview({ mode: 'operator', billedTo: { kind: 'personal', name: 'ada@example.com' } }),
        },
      },
      '/billing',
      true,
    );
    const link = await screen.findByRole('link', { name: 'Change plans in Users' });
    expect(link).toHaveAttribute('href', '/admin/users?q=ada%40example.com');
    expect(screen.queryByText(/command line/)).not.toBeInTheDocument();
  });

  it('tells everyone else how to reach the operator: its e-mail address, else the contact form', async () => {
    const { unmount } = renderBilling({
      'GET /api/billing': { body: overview({ mode: 'operator', operatorEmail: 'ops@example.org' }) },
    });
    const mail = await screen.findByRole('link', { name: 'ops@example.org' });
    expect(mail).toHaveAttribute('href', 'mailto:ops@example.org');
    expect(screen.queryByRole('link', { name: 'Change plans in Users' })).not.toBeInTheDocument();
    unmount();

    renderBilling(
      { 'GET /api/billing': { body: overview({ mode: 'operator', operatorEmail: null }) } },
      '/billing?plan=agency',
    );
    const forms = await screen.findAllByRole('link', { name: 'contact form' });
    // under the plan chosen on /pricing and under the plan itself
    expect(forms.map((link) => link.getAttribute('href'))).toEqual(['/contact', '/contact']);
    expect(screen.getByText(/To move to Agency, send its operator a message/)).toBeInTheDocument();
  });

  it('keeps the paid plan until the grace ends after a failed payment', async () => {
    renderBilling({
      'GET /api/billing': { body: overview({ status: 'past_due', graceUntil: '2026-12-04T12:00:00Z' }) },
    });
    expect(await screen.findByText('Your last payment failed')).toBeInTheDocument();
    expect(screen.getByText(/Your paid plan is kept until Dec 4, 2026/)).toBeInTheDocument();
  });

  it('says a canceled checkout charged nothing', async () => {
    renderBilling(
      { 'GET /api/billing': { body: overview({ plan: 'free', status: 'inactive', invoices: [] }) } },
      '/billing?checkout=cancel',
    );
    expect(await screen.findByText('Checkout canceled')).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged and your plan is unchanged/)).toBeInTheDocument();
  });
});
