import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../../shared/contracts/alerts';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render';
import { DEMO_DISABLED_HINT } from '../../../../shared/helpers/demo-access';
import { workspaceAs } from '../../monitors/test-fixtures';
import { makeAlert } from '../test-fixtures';

function renderAlerts(routes: Record<string, MockRoute | MockReply>, path = '/alerts') {
  const fetchMock = mockFetch({ 'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] }, ...routes });
  const result = renderApp({ user: makeUser(), path });
  return { ...result, fetchMock };
}

const item = (title: string) => within(screen.getByRole('heading', { name: title }).closest('li') as HTMLElement);

// The screen's module loads lazily; load it once up front so that the first test does not pay for it.
beforeAll(() => import('./alerts-page'));

describe('/alerts (SPEC §2.13)', () => {
  it('shows each alert with its severity, type, domain and relative time, and only the actions that apply', async () => {
    renderAlerts({
      'GET /api/alerts': {
        body: [
          makeAlert({ title: 'Down', createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
          makeAlert({ title: 'Read but open', type: 'ssl_expiry', severity: 'warning', isRead: true }),
          makeAlert({ title: 'Registration lapses', type: 'registration_expiry', severity: 'warning', isRead: true }),
          makeAlert({ title: 'All done', type: 'security', severity: 'info', isRead: true, isResolved: true }),
        ],
      },
    });

    const down = await screen.findByRole('heading', { name: 'Down' });
    const first = within(down.closest('li') as HTMLElement);
    expect(first.getByText('Critical')).toBeInTheDocument();
    expect(first.getByText('Downtime')).toBeInTheDocument();
    expect(first.getByText('example.com')).toBeInTheDocument();
    expect(first.getByText('3h ago')).toBeInTheDocument();
    expect(first.getByText('Unread:')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Mark Read' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

    const open = item('Read but open');
    expect(open.getByText('Warning')).toBeInTheDocument();
    expect(open.getByText('SSL certificate')).toBeInTheDocument();
    expect(item('Registration lapses').getByText('Registration')).toBeInTheDocument();
    expect(open.queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

    const done = item('All done');
    expect(done.getByText('Resolved')).toBeInTheDocument();
    expect(done.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('4 alerts, 3 need attention')).toBeInTheDocument();
  });

  it('offers the read-only demo its alerts with Mark Read, Acknowledge and Resolve disabled, saying why', async () => {
    const { fetchMock } = renderAlerts({
      'GET /api/workspace': workspaceAs('owner', true),
      'GET /api/alerts': { body: [makeAlert({ title: 'Down' })] },
    });
    const down = within((await screen.findByRole('heading', { name: 'Down' })).closest('li') as HTMLElement);
    for (const name of ['Mark Read', 'Acknowledge', 'Resolve']) {
      await waitFor(() => expect(down.getByRole('button', { name })).toBeDisabled());
      expect(down.getByRole('button', { name }).closest('[data-demo-disabled]')).toHaveAttribute(
        'aria-label',
        DEMO_DISABLED_HINT,
      );
    }
    await userEvent.setup().click(down.getByRole('button', { name: 'Resolve' }));
    expect(fetchMock.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('names the monitor beside the domain, and shows an internationalised domain in Unicode', async () => {
    renderAlerts({
      'GET /api/alerts': {
        body: [
          makeAlert({
            title: 'API health is down',
            domainName: 'xn--e1afmkfd.xn--p1ai:8443',
            monitorId: 'b5e0c2a4-0000-4000-8000-000000000001',
            monitorName: 'API health',
          }),
          makeAlert({ title: 'Home page is down' }),
        ],
      },
    });
    const monitorAlert = within(
      (await screen.findByRole('heading', { name: 'API health is down' })).closest('li') as HTMLElement,
    );
    expect(monitorAlert.getByText('пример.рф:8443')).toBeInTheDocument();
    expect(monitorAlert.getByText('Monitor: API health')).toBeInTheDocument();
    expect(item('Home page is down').queryByText(/^Monitor:/)).not.toBeInTheDocument();
  });

  it('filters by type, severity, unread and unresolved, in the address and in the call', async () => {
    const { fetchMock, router } = renderAlerts(
      {
        'GET /api/alerts?type=downtime': { body: [makeAlert({ title: 'Down' })] },
        'GET /api/alerts?type=downtime&severity=critical': { body: [makeAlert({ title: 'Down' })] },
        'GET /api/alerts?type=downtime&severity=critical&unresolvedOnly=true': { body: [] },
        'GET /api/alerts?type=downtime&severity=critical&unreadOnly=true&unresolvedOnly=true': { body: [] },
      },
      '/alerts?type=downtime',
    );
    expect(await screen.findByRole('heading', { name: 'Down' })).toBeInTheDocument();
    const filters = within(screen.getByRole('group', { name: 'Filter alerts' }));
    expect(filters.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Downtime');

    const user = userEvent.setup();
    await user.click(filters.getByRole('combobox', { name: 'Severity' }));
    await user.click(await screen.findByRole('option', { name: 'Critical' }));
    await user.click(filters.getByRole('switch', { name: 'Unresolved only' }));

    expect(await screen.findByRole('heading', { name: 'No alerts match these filters' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=downtime&severity=critical&unresolved=1');
    await user.click(filters.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() =>
      expect(fetchMock.calls.map((c) => c.url)).toContain(
        '/api/alerts?type=downtime&severity=critical&unreadOnly=true&unresolvedOnly=true',
      ),
    );
    expect(router.state.location.search).toBe('?type=downtime&severity=critical&unread=1&unresolved=1');

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'All Clear!' when there are no alerts", async () => {
    renderAlerts({ 'GET /api/alerts': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'All Clear!' })).toBeInTheDocument();
  });

  it('counts in the badge what needs attention: reading leaves it, acknowledging and resolving take it out (069)', async () => {
    let alerts: Alert[] = [makeAlert({ title: 'Down' }), makeAlert({ title: 'Slow', type: 'performance' })];
    const patch = (id: string, change: Partial<Alert>) => {
      alerts = alerts.map((a) => (a.id === id ? { ...a, ...change } : a));
      return { body: alerts.find((a) => a.id === id) };
    };
    const [down, slow] = alerts as [Alert, Alert];
    const acknowledgement = {
      acknowledgedAt: new Date().toISOString(),
      acknowledgedBy: { id: 'u1', name: 'Ada Lovelace' },
    };
    const { fetchMock } = renderAlerts({
      'GET /api/alerts': () => ({ body: alerts }),
      // the server's filters: open and not acknowledged
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': () => ({
        body: alerts.filter((a) => !a.isResolved && !a.acknowledgedAt),
      }),
      [`PATCH /api/alerts/${down.id}/read`]: () => patch(down.id, { isRead: true }),
      [`POST /api/alerts/${down.id}/acknowledge`]: () => patch(down.id, { isRead: true, ...acknowledgement }),
      [`PATCH /api/alerts/${slow.id}/resolve`]: () => patch(slow.id, { isRead: true, isResolved: true }),
    });
    const alertsLink = () =>
      within(screen.getByRole('navigation', { name: 'App' })).getByRole('link', { name: /^Alerts/ });
    await waitFor(() => expect(alertsLink()).toHaveAccessibleName('Alerts, 2 need attention'));
    expect(await screen.findByText('2 alerts, 2 need attention')).toBeInTheDocument();

    // read, but its cause is still there and nobody said they are on it
    const user = userEvent.setup();
    await user.click(item('Down').getByRole('button', { name: 'Mark Read' }));
    await waitFor(() => expect(item('Down').queryByRole('button', { name: 'Mark Read' })).not.toBeInTheDocument());
    expect(alertsLink()).toHaveAccessibleName('Alerts, 2 need attention');

    // acknowledged: out of the badge and the count
    await user.click(item('Down').getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(alertsLink()).toHaveAccessibleName('Alerts, 1 needs attention'));
    expect(await screen.findByText('2 alerts, 1 needs attention')).toBeInTheDocument();

    await user.click(item('Slow').getByRole('button', { name: 'Resolve' }));
    expect(await findToast('Alert Resolved')).toHaveTextContent('Slow');
    await waitFor(() => expect(item('Slow').getByText('Resolved')).toBeInTheDocument());
    await waitFor(() => expect(alertsLink()).toHaveAccessibleName('Alerts'));
    expect(screen.getByText('2 alerts')).toBeInTheDocument();
    // one fetcher per endpoint and filter: the badge's list was asked for by that one query alone
    expect(new Set(fetchMock.calls.filter((c) => c.url.startsWith('/api/alerts?')).map((c) => c.url))).toEqual(
      new Set(['/api/alerts?unresolvedOnly=true&acknowledged=false']),
    );
  });

  it('labels an alert opened during maintenance with its window, linked, and leaves it out of the badge and the count (073)', async () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const held = makeAlert({
      title: 'Down during the upgrade',
      maintenance: { windowId: 'w1', title: 'Database upgrade', until },
    });
    const open = makeAlert({ title: 'Certificate expiring', type: 'ssl_expiry', severity: 'warning' });
    const brief = makeAlert({
      title: 'Down during the restart',
      isResolved: true,
      isRead: true,
      maintenance: { windowId: 'w2', title: 'Restart', until },
    });
    renderAlerts({
      'GET /api/alerts': { body: [held, open, brief] },
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [held, open] },
    });
    expect(await screen.findByText('3 alerts, 1 needs attention')).toBeInTheDocument();
    // resolved within its window: it says why nobody heard of it (077)
    const closed = item('Down during the restart');
    expect(closed.getByText(/^Opened and resolved during maintenance:/)).toBeInTheDocument();
    expect(closed.getByText(/nobody was notified of either/)).toBeInTheDocument();
    expect(closed.queryByText('During maintenance')).not.toBeInTheDocument();
    const during = item('Down during the upgrade');
    expect(during.getByText('During maintenance')).toBeInTheDocument();
    expect(during.getByRole('link', { name: 'Database upgrade' })).toHaveAttribute('href', '/status-pages#maintenance');
    expect(during.getByText(/nobody notified; it counts again if still open at/)).toBeInTheDocument();
    expect(item('Certificate expiring').queryByText('During maintenance')).not.toBeInTheDocument();
    const alertsLink = () =>
      within(screen.getByRole('navigation', { name: 'App' })).getByRole('link', { name: /^Alerts/ });
    await waitFor(() => expect(alertsLink()).toHaveAccessibleName('Alerts, 1 needs attention'));
  });

  it('shows what needs attention with one switch, asking what the badge asks', async () => {
    const waiting = makeAlert({ title: 'Down' });
    const { fetchMock, router } = renderAlerts({
      'GET /api/alerts': { body: [waiting, makeAlert({ title: 'Old', isResolved: true, isRead: true })] },
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [waiting] },
    });
    await screen.findByRole('heading', { name: 'Old' });
    const filters = within(screen.getByRole('group', { name: 'Filter alerts' }));
    const user = userEvent.setup();
    await user.click(filters.getByRole('switch', { name: 'Needs attention' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Old' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?unresolved=1&ack=no');
    expect(screen.getByRole('heading', { name: 'Alerts needing attention' })).toBeInTheDocument();
    expect(screen.getByText('1 alert')).toBeInTheDocument();
    expect(filters.getByRole('switch', { name: 'Unresolved only' })).toBeChecked();
    expect(filters.getByRole('combobox', { name: 'Acknowledgement' })).toHaveTextContent('Not acknowledged');
    expect(fetchMock.calls.filter((c) => c.url === '/api/alerts?unresolvedOnly=true&acknowledged=false')).toHaveLength(
      1,
    );

    await user.click(filters.getByRole('switch', { name: 'Needs attention' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('acknowledges an open alert: who and when, still open, and takes it back', async () => {
    let alerts: Alert[] = [makeAlert({ title: 'Down' })];
    const [down] = alerts as [Alert];
    const patch = (change: Partial<Alert>) => {
      alerts = alerts.map((a) => ({ ...a, ...change }));
      return { body: alerts[0] };
    };
    const { fetchMock } = renderAlerts({
      'GET /api/alerts': () => ({ body: alerts }),
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': () => ({ body: alerts.filter((a) => !a.isRead) }),
      [`POST /api/alerts/${down.id}/acknowledge`]: () =>
        patch({
          isRead: true,
          acknowledgedAt: new Date(Date.now() - 3.5 * 3_600_000).toISOString(),
          acknowledgedBy: { id: 'u1', name: 'Ada Lovelace' },
        }),
      [`DELETE /api/alerts/${down.id}/acknowledge`]: () => patch({ acknowledgedAt: null, acknowledgedBy: null }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    expect(await findToast('Alert Acknowledged')).toHaveTextContent('Down');
    await waitFor(() => expect(item('Down').getByText('Acknowledged')).toBeInTheDocument());
    expect(item('Down').getByText(/Acknowledged by/)).toHaveTextContent('Acknowledged by Ada Lovelace · 3h ago');
    expect(item('Down').getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(item('Down').queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(fetchMock.calls.map((c) => c.url)).toContain(`/api/alerts/${down.id}/acknowledge`);

    await user.click(item('Down').getByRole('button', { name: 'Unacknowledge' }));
    await waitFor(() => expect(item('Down').getByRole('button', { name: 'Acknowledge' })).toBeInTheDocument());
    expect(item('Down').queryByText(/Acknowledged by/)).not.toBeInTheDocument();
  });

  it('filters by acknowledgement, in the address and in the call', async () => {
    const { fetchMock, router } = renderAlerts({
      'GET /api/alerts': { body: [makeAlert({ title: 'Down' })] },
      'GET /api/alerts?acknowledged=false': { body: [makeAlert({ title: 'Down' })] },
    });
    await screen.findByRole('heading', { name: 'Down' });
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: 'Filter alerts' })).getByRole('combobox', { name: 'Acknowledgement' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Not acknowledged' }));
    await waitFor(() => expect(fetchMock.calls.map((c) => c.url)).toContain('/api/alerts?acknowledged=false'));
    expect(router.state.location.search).toBe('?ack=no');
  });
});
