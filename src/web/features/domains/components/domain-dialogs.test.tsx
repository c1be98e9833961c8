import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Domain } from '../../../../shared/contracts/domains';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render';
import { fill, makeDomain } from '../test-fixtures';

const id = '7d1b7a52-0000-4000-8000-000000000001';

async function openFor(
  action: 'View Details' | 'Settings',
  domain: Domain,
  routes: Record<string, MockRoute | MockReply> = {},
) {
  const fetchMock = mockFetch({
    'GET /api/domains': { body: { data: [domain] } },
    [`GET /api/domains/${id}`]: { body: domain },
    ...routes,
  });
  renderApp({ user: makeUser(), path: '/domains' });
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: action }));
  return { fetchMock, events };
}

// The screen's module loads lazily; load it once up front so that the first test does not pay for it.
beforeAll(() => import('./domains-page'));

describe('Domain settings dialog (SPEC §2.10)', () => {
  it('checks the name with the messages of SPEC §5', async () => {
    const { events } = await openFor('Settings', makeDomain());
    const dialog = within(await screen.findByRole('dialog', { name: 'Domain settings' }));
    // The form's code loads when the dialog first opens.
    const name = await dialog.findByLabelText('Domain Name');
    await events.clear(name);
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Domain name is required')).toBeInTheDocument();
    await fill(events, name, 'bad_');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Please enter a valid domain name')).toBeInTheDocument();
  });

  it('saves the name and description', async () => {
    const { fetchMock, events } = await openFor('Settings', makeDomain(), {
      [`PATCH /api/domains/${id}`]: ({ body }) => ({ body: { ...makeDomain(), ...(body as object) } }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Domain settings' }));
    // The form's code loads when the dialog first opens.
    const name = await dialog.findByLabelText('Domain Name');
    expect(name).toHaveValue('example.com');
    expect(dialog.getByLabelText(/Description/)).toHaveValue('Main shop');

    await events.clear(name);
    await fill(events, name, 'www.example.com');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings Updated')).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        body: { name: 'www.example.com', description: 'Main shop', httpOnly: false },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Domain settings' })).not.toBeInTheDocument());
  });

  it('shows an internationalised name in Unicode, and saves it as punycode with its port', async () => {
    const stored = makeDomain({ name: 'xn--e1afmkfd.xn--p1ai:8443' });
    const { fetchMock, events } = await openFor('Settings', stored, {
      [`PATCH /api/domains/${id}`]: ({ body }) => ({ body: { ...stored, ...(body as object) } }),
    });
    // the table row behind the (modal) dialog
    expect(screen.getByRole('link', { name: 'пример.рф:8443', hidden: true })).toBeInTheDocument();
    const dialog = within(await screen.findByRole('dialog', { name: 'Domain settings' }));
    expect(dialog.getByText('пример.рф:8443')).toBeInTheDocument();
    const name = await dialog.findByLabelText('Domain Name');
    expect(name).toHaveValue('пример.рф:8443');
    await events.clear(name);
    await fill(events, name, 'магазин.рф:8443');
    await events.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Settings Updated')).toHaveTextContent('магазин.рф:8443 was saved.');
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        body: { name: 'xn--80aairftm.xn--p1ai:8443', description: 'Main shop', httpOnly: false },
      }),
    );
  });

  it("deletes after 'Are you sure?', and Cancel keeps the domain", async () => {
    const { fetchMock, events } = await openFor('Settings', makeDomain(), {
      [`DELETE /api/domains/${id}`]: { status: 204 },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Domain' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(confirm.getByText(/will be deleted from monitoring/)).toBeInTheDocument();
    expect(confirm.getByText('You can restore it, with its history, from Show deleted domains.')).toBeInTheDocument();
    await events.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Delete Domain' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await events.click(confirm.getByRole('button', { name: 'Delete Domain' }));
    expect(await findToast('Domain Deleted')).toHaveTextContent('example.com is no longer monitored.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("reports 'Delete Failed' with the server's reason", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { events } = await openFor('Settings', makeDomain(), {
      [`DELETE /api/domains/${id}`]: { status: 500, body: { code: 'INTERNAL' } },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Domain' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    await events.click(confirm.getByRole('button', { name: 'Delete Domain' }));
    expect(await findToast('Delete Failed', { behindDialog: true })).toHaveTextContent(
      'Internal server error. Please try again later.',
    );
  });
});

describe('Domain Details dialog (SPEC §2.11)', () => {
  it('shows status, uptime, certificate, score, alerts and the last check', async () => {
    await openFor(
      'View Details',
      makeDomain({
        activeAlerts: 1,
        latestCheck: { status: 'warning', checkedAt: new Date().toISOString() },
        status: 'warning',
        statusReason: 'Uptime: Slow response.',
        uptimeWindowDays: 7,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'example.com' }));
    const fact = (term: string) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(dialog.getByText('Main shop')).toBeInTheDocument();
    expect(fact('Status')).toHaveTextContent('Warning');
    expect(fact('Uptime (7 days)')).toHaveTextContent('99.95%'); // the window of the workspace's plan
    expect(fact('Performance score')).toHaveTextContent('92/100');
    expect(fact('Active alerts')).toHaveTextContent('1 active alert');
    expect(fact('Last check')).toHaveTextContent('Just now');
    expect(fact('Issuer')).toHaveTextContent("Let's Encrypt R11");
    expect(fact('Days until expiry')).toHaveTextContent('45 days left');
    expect(fact('Valid from')).toHaveTextContent('Apr 1, 2025');
    expect(fact('Expires on')).toHaveTextContent('Jul 30, 2025');
  });

  it('has a fallback description and says what is not known yet', async () => {
    const pending = makeDomain({
      description: null,
      latestCheck: null,
      uptimePercentage: null,
      performanceScore: null,
      status: 'pending',
      statusReason: 'The first uptime check has not run yet.',
      pendingChecks: ['uptime', 'dns', 'ssl', 'whois', 'security', 'performance'],
      ssl: { state: 'pending', message: 'Pending first check', checkedAt: null },
      sslCertificate: null,
    });
    await openFor('View Details', pending);
    const dialog = within(await screen.findByRole('dialog', { name: 'example.com' }));
    const fact = (term: string) => dialog.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(dialog.getByText('Detailed monitoring information for this domain')).toBeInTheDocument();
    for (const term of ['Status', 'Uptime (30 days)', 'Performance score', 'Last check'])
      expect(fact(term)).toHaveTextContent('Pending first check');
    expect(dialog.getByRole('region', { name: 'SSL certificate' })).toHaveTextContent('Pending first check');
    expect(dialog.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('says how the certificate check failed', async () => {
    const failed = makeDomain({
      status: 'critical',
      statusReason: 'SSL: Could not connect to port 443: connection refused.',
      ssl: {
        state: 'failed',
        message: 'Certificate check failed: connection refused',
        checkedAt: new Date().toISOString(),
      },
      sslCertificate: null,
    });
    await openFor('View Details', failed);
    const dialog = within(await screen.findByRole('dialog', { name: 'example.com' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Certificate check failed: connection refused');
  });
});
