import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentWorkspace } from '../../../../shared/contracts/workspace';
import type { PartnerProfile } from '../../../../shared/contracts/partner-api';
import type { PartnerDelivery, PartnerDeliveryList } from '../../../../shared/contracts/partner-webhooks';
import { partnerWebhookMessages } from '../../../../shared/contracts/partner-webhooks';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PartnerPage } from './partner-page';

const profile = (overrides: Partial<PartnerProfile> = {}): PartnerProfile => ({
  id: 'p1',
  companyName: 'Acme Agency',
  contactEmail: 'ops@acme.example',
  websiteUrl: null,
  branding: { logoUrl: null },
  webhookUrl: 'https://hooks.acme.example/sitewarden',
  webhookSecretSet: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const delivery = (overrides: Partial<PartnerDelivery> = {}): PartnerDelivery => ({
  id: 1,
  event: 'domain.down',
  subject: 'shop.example.com',
  target: 'Partner webhook (https://hooks.acme.example/sitewarden)',
  status: 'sent',
  attempt: 1,
  responseCode: 204,
  error: null,
  nextAttemptAt: null,
  sentAt: '2026-01-02T00:00:00.000Z',
  createdAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

const list = (data: PartnerDelivery[]): MockReply => ({
  body: { data, page: 1, pageSize: 20, total: data.length } satisfies PartnerDeliveryList,
});

const workspace = (role: CurrentWorkspace['role']): MockReply => ({
  body: { kind: 'personal', teamId: null, role, plan: 'pro', demo: false } satisfies CurrentWorkspace,
});

function renderPartner(routes: Record<string, MockRoute | MockReply>, role: CurrentWorkspace['role'] = 'owner') {
  const fetchMock = mockFetch({
    'GET /api/workspace': workspace(role),
    'GET /api/partner': { body: profile() },
    'GET /api/partner/domains': { body: { data: [] } },
    'GET /api/domains': { body: { data: [] } },
    'GET /api/partner/deliveries?page=1': list([]),
    ...routes,
  });
  renderWithProviders(<SessionGate>{() => <PartnerPage />}</SessionGate>, {
    user: makeUser({ subscriptionTier: 'pro' }),
    path: '/partner',
  });
  return fetchMock;
}

describe('/partner: partner events', () => {
  it('sends a test event, shows what the receiver answered, and lists it in the delivery log', async () => {
    let sent = false;
    const fetchMock = renderPartner({
      'POST /api/partner/webhook-test': () => {
        sent = true;
        return {
          body: { ok: true, status: 'sent', responseCode: 204, error: null, testedAt: '2026-01-02T00:00:00.000Z' },
        };
      },
      'GET /api/partner/deliveries?page=1': () =>
        sent ? list([delivery({ event: 'test', subject: null })]) : list([]),
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Partner events' });
    expect(await within(section).findByText('No partner events sent yet')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Send test event' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Test event delivered: your receiver answered HTTP 204.',
    );
    expect(fetchMock.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/partner/webhook-test']);
    const log = await within(section).findByRole('list', { name: 'Partner event deliveries' });
    expect(within(log).getByText('Test event')).toBeInTheDocument();
    expect(within(log).getByText('Attempt 1 · HTTP 204')).toBeInTheDocument();
  });

  it("says why a test failed, in words, from the receiver's answer", async () => {
    renderPartner({
      'POST /api/partner/webhook-test': {
        body: {
          ok: false,
          status: 'failed',
          responseCode: 500,
          error: 'HTTP 500: Internal Server Error',
          testedAt: '2026-01-02T00:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Partner events' });
    await user.click(within(section).getByRole('button', { name: 'Send test event' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(/^Test event failed: /);
  });

  it('asks for a signing secret before the button can send, and shows retries in the log', async () => {
    renderPartner({
      'GET /api/partner': { body: profile({ webhookSecretSet: false }) },
      'GET /api/partner/deliveries?page=1': list([
        delivery({
          status: 'retrying',
          responseCode: 503,
          error: 'HTTP 503: Service Unavailable',
          nextAttemptAt: '2026-01-02T00:00:10.000Z',
        }),
      ]),
    });
    const section = await screen.findByRole('region', { name: 'Partner events' });
    expect(await within(section).findByRole('button', { name: 'Send test event' })).toBeDisabled();
    expect(within(section).getByText(partnerWebhookMessages.secretRequired)).toBeInTheDocument();
    const log = await within(section).findByRole('list', { name: 'Partner event deliveries' });
    expect(within(log).getByText('Domain down')).toBeInTheDocument();
    expect(within(log).getByText('shop.example.com')).toBeInTheDocument();
    expect(within(log).getByText(/Attempt 1 · HTTP 503 · next try/)).toBeInTheDocument();
  });

  it('shows viewers the log without the button', async () => {
    renderPartner({ 'GET /api/partner/deliveries?page=1': list([delivery()]) }, 'viewer');
    const section = await screen.findByRole('region', { name: 'Partner events' });
    expect(await within(section).findByText('Domain down')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Send test event' })).not.toBeInTheDocument();
  });
});
