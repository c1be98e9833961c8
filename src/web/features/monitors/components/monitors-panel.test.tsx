import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { DOMAIN_ID, makeHeartbeat, makeList, makeMonitor, workspaceAs } from '../test-fixtures';
import { MonitorsPanel } from './monitors-panel';

const LIST = `GET /api/domains/${DOMAIN_ID}/monitors`;

function renderPanel(
  routes: Record<string, MockRoute | MockReply>,
  role: Parameters<typeof workspaceAs>[0] = 'owner',
  demo = false,
) {
  const fetchMock = mockFetch({ 'GET /api/workspace': workspaceAs(role, demo), ...routes });
  const { client } = renderWithProviders(<MonitorsPanel domainId={DOMAIN_ID} domainName="example.com" />, {
    user: makeUser({ timezone: 'Europe/Paris' }),
  });
  return { fetchMock, client, events: userEvent.setup() };
}

describe('the monitors of a domain page', { timeout: 20_000 }, () => {
  it('lists each monitor with its type, status, last check on the profile clock, response times and uptime', async () => {
    renderPanel({ [LIST]: { body: makeList([makeMonitor(), makeHeartbeat({ status: 'down' })]) } });
    const list = await screen.findByRole('list', { name: 'Monitors' });
    const api = within(within(list).getByRole('listitem', { name: 'Checkout API' }));
    expect(api.getByText('HTTP(S) endpoint')).toBeInTheDocument();
    // its name opens its own page
    expect(api.getByRole('link', { name: 'Checkout API' })).toHaveAttribute(
      'href',
      `/domains/${DOMAIN_ID}/monitors/m1`,
    );
    expect(api.getByText('Up')).toBeInTheDocument();
    expect(api.getByText('Answered 200 in 182 ms')).toBeInTheDocument();
    expect(
      api.getByRole('img', {
        name: /Response time of the last 4 checks: latest 182 ms, fastest 120 ms, slowest 182 ms; 1 of them failed/,
      }),
    ).toBeInTheDocument();
    expect(api.getByText('99.95%')).toBeInTheDocument();
    expect(api.getByText('97.50%')).toBeInTheDocument();
    // 12:00 UTC in June is 14:00 in Paris (CEST), the profile's zone
    expect(api.getByText(/14:00 CEST/)).toBeInTheDocument();

    const heartbeat = within(within(list).getByRole('listitem', { name: 'Nightly backup' }));
    expect(heartbeat.getByText('Down')).toBeInTheDocument();
    expect(heartbeat.getByText('Last ping')).toBeInTheDocument();
    expect(heartbeat.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('2 of 10 monitors your plan allows on this domain')).toBeInTheDocument();
  });

  it('explains what monitors add when there is none, with Add Monitor', async () => {
    renderPanel({ [LIST]: { body: makeList([]) } });
    expect(await screen.findByRole('heading', { name: 'No monitors yet' })).toBeInTheDocument();
    expect(screen.getByText(/The home page is already checked/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Monitor' })).toBeInTheDocument();
  });

  it('offers a viewer no action, and no push URL', async () => {
    const { client } = renderPanel(
      { [LIST]: { body: makeList([makeMonitor(), makeHeartbeat({ pushUrl: null })]) } },
      'viewer',
    );
    const list = await screen.findByRole('list', { name: 'Monitors' });
    // the role arrives with the workspace: wait for it before saying what is missing
    await waitFor(() => expect(client.getQueryState(['/api/workspace'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Add Monitor' })).not.toBeInTheDocument();
    expect(within(list).queryAllByRole('button')).toEqual([]);
  });

  it('says the plan limit is reached instead of offering Add Monitor', async () => {
    renderPanel({ [LIST]: { body: makeList([makeMonitor()], { limit: 1 }) } });
    expect(await screen.findByText('Monitor limit reached')).toBeInTheDocument();
    expect(screen.getByText('The Pro plan allows 1 monitor per domain. Upgrade for more.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade plan/ })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'Add Monitor' })).not.toBeInTheDocument();
  });

  it('pauses and resumes a monitor', async () => {
    let monitor = makeMonitor();
    const { fetchMock, events } = renderPanel({
      [LIST]: () => ({ body: makeList([monitor]) }),
      'PATCH /api/monitors/m1': ({ body }) => {
        monitor = { ...monitor, ...(body as object), status: 'paused' };
        return { body: monitor };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Pause Checkout API' }));
    expect(await findToast('Monitor paused')).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'PATCH', url: '/api/monitors/m1', body: { isActive: false } }),
    );
    expect(await screen.findByRole('button', { name: 'Resume Checkout API' })).toBeInTheDocument();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('deletes a monitor only after confirming', async () => {
    let monitors = [makeMonitor()];
    const { fetchMock, events } = renderPanel({
      [LIST]: () => ({ body: makeList(monitors) }),
      'DELETE /api/monitors/m1': () => {
        monitors = [];
        return { status: 204 };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Checkout API' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this monitor?' }));
    await events.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Delete Checkout API' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Delete this monitor?' })).getByRole('button', {
        name: 'Delete Monitor',
      }),
    );
    expect(await findToast('Monitor deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No monitors yet' })).toBeInTheDocument();
  });

  it("shows a heartbeat's push URL with Copy and usage examples, and regenerates it after confirming", async () => {
    const { fetchMock, events } = renderPanel({
      [LIST]: { body: makeList([makeHeartbeat()]) },
      'POST /api/monitors/hb1/push-token': {
        body: makeHeartbeat({ pushUrl: 'https://sitewarden.test/api/ping/new-token-2' }),
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Push URL of Nightly backup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Push URL' }));
    expect(dialog.getByLabelText('Push URL')).toHaveValue('https://sitewarden.test/api/ping/secret-token-1');
    expect(dialog.getByRole('button', { name: 'Copy push URL' })).toBeInTheDocument();
    expect(dialog.getByText(/A call is due every 1 day \(plus 10 minutes of grace\)/)).toBeInTheDocument();
    for (const example of ['/start', '/fail', '/$?', '0 3 * * *'])
      expect(
        dialog.getAllByText((_, element) => element?.tagName === 'CODE' && element.textContent.includes(example))
          .length,
      ).toBeGreaterThan(0);

    await events.click(dialog.getByRole('button', { name: 'Regenerate URL' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Regenerate the push URL?' }));
    await events.click(confirm.getByRole('button', { name: 'Regenerate URL' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Push URL')).toHaveValue('https://sitewarden.test/api/ping/new-token-2'),
    );
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/monitors/hb1/push-token' }),
    );
  });

  it('disables the actions in the read-only demo', async () => {
    renderPanel({ [LIST]: { body: makeList([makeMonitor()]) } }, 'owner', true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Monitor' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete Checkout API' })).toBeDisabled();
  });
});
