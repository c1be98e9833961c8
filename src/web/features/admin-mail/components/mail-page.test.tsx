import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminDelivery, AdminDeliveryDetail } from '../../../../shared/contracts/admin-deliveries';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const row = (id: number, extra: Partial<AdminDelivery> = {}): AdminDelivery => ({
  id,
  channel: 'email',
  status: 'failed',
  attempt: 9,
  error: 'Gave up after 9 attempts: SMTP 451 try later',
  responseCode: 451,
  target: 'ada@example.com',
  userEmail: 'ada@example.com',
  alert: { id: 'a1', title: 'shop.example is down', domain: 'shop.example' },
  notice: null,
  partner: null,
  createdAt: new Date().toISOString(),
  sentAt: null,
  nextAttemptAt: null,
  resentFromId: null,
  ...extra,
});

const FAILED = row(7);
const DETAIL: AdminDeliveryDetail = {
  ...FAILED,
  message: {
    subject: '[Critical] shop.example is down',
    text: 'shop.example did not answer <b>at all</b>',
    html: '<p>HTML body</p><script>parent.hacked = 1</script>',
  },
};

describe('/admin/mailgun deliveries', { timeout: 20_000 }, () => {
  it('lists deliveries with the filters of the address, shows the e-mail in a fully sandboxed frame, and resends', async () => {
    let resent = false;
    const fetchMock = mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/deliveries?status=failed': () => ({
        body: {
          data: resent ? [row(8, { status: 'sent', error: null, resentFromId: 7 }), FAILED] : [FAILED],
          nextCursor: null,
        },
      }),
      'GET /api/admin/deliveries/7': { body: DETAIL },
      'POST /api/admin/deliveries/7/resend': () => {
        resent = true;
        return { status: 201, body: row(8, { status: 'sent', error: null, resentFromId: 7 }) };
      },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/mailgun?status=failed' });

    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('shop.example is down (shop.example)')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('failed');

    await user.click(within(table).getByRole('button', { name: 'View delivery #7' }));
    const dialog = await screen.findByRole('dialog');
    const frame = await within(dialog).findByTitle('Rendered e-mail: [Critical] shop.example is down');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<script>');
    // the text part is text: its markup is shown, not rendered
    expect(within(dialog).getByText('shop.example did not answer <b>at all</b>')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(table).getByRole('button', { name: 'Resend delivery #7' }));
    expect(await screen.findByText('Delivery resent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Deliveries' })).getByText('resent from #7')).toBeInTheDocument(),
    );
    expect(fetchMock.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/admin/deliveries/7/resend',
    ]);
  });

  it('says an e-mail kept in the outbox was kept there, not sent, in the list, its filter and a resend', async () => {
    const kept = row(11, {
      status: 'outbox',
      error: null,
      responseCode: null,
      attempt: 1,
      sentAt: new Date().toISOString(),
    });
    mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/deliveries?': { body: { data: [kept, FAILED], nextCursor: null } },
      'POST /api/admin/deliveries/7/resend': {
        status: 201,
        body: row(12, { status: 'outbox', error: null, resentFromId: 7 }),
      },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/mailgun' });
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('Kept in outbox (no mail server set)')).toBeInTheDocument();
    expect(within(table).queryByText('Sent')).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status')).getByRole('option', { name: 'Kept in outbox (no mail server set)' }),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Resend delivery #7' }));
    expect(await screen.findByText('Kept in the outbox')).toBeInTheDocument();
    expect(
      screen.getByText('Delivery #12 to ada@example.com: Kept in outbox (no mail server set).'),
    ).toBeInTheDocument();
  });

  it('says what the test e-mail came to: the SMTP refusal', async () => {
    mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/deliveries?': { body: { data: [], nextCursor: null } },
      'POST /api/admin/mail/test': {
        status: 502,
        body: { code: 'SMTP_FAILED', message: 'The e-mail was not sent: SMTP 550 no such user' },
      },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/mailgun' });
    expect(await screen.findByRole('heading', { name: 'Nothing was delivered yet' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Send to'), 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('The e-mail was not sent: SMTP 550 no such user')).toBeInTheDocument();
  });
});
