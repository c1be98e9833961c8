import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Maintenance } from '../../../../../shared/contracts/status-pages';
import { statusPageMessages } from '../../../../../shared/contracts/status-pages';
import { mockFetch, type MockReply, type MockRoute } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../../test/render';
import { makeDomain } from '../../../domains/test-fixtures';
import { makeList, makeMonitor, workspaceAs } from '../../../monitors/test-fixtures';
import { BLOG_DOMAIN, CHECKOUT_MONITOR, makeMaintenance, SHOP_DOMAIN } from '../../test-fixtures';
import { MaintenanceSection } from './maintenance-section';

const LIST = 'GET /api/maintenance-windows';
const DOMAINS = {
  'GET /api/domains': {
    body: {
      data: [
        makeDomain({ id: SHOP_DOMAIN, name: 'shop.example.com', isActive: true }),
        makeDomain({ id: BLOG_DOMAIN, name: 'blog.example.com', isActive: true }),
      ],
    },
  },
  [`GET /api/domains/${SHOP_DOMAIN}/monitors`]: { body: makeList([]) },
  [`GET /api/domains/${BLOG_DOMAIN}/monitors`]: {
    body: makeList([makeMonitor({ id: CHECKOUT_MONITOR, domainId: BLOG_DOMAIN, name: 'Comments API' })]),
  },
};

function renderSection(
  routes: Record<string, MockRoute | MockReply>,
  role: Parameters<typeof workspaceAs>[0] = 'owner',
) {
  const fetchMock = mockFetch({ 'GET /api/workspace': workspaceAs(role), ...DOMAINS, ...routes });
  const { client } = renderWithProviders(<MaintenanceSection />, {
    user: makeUser({ timezone: 'America/New_York' }),
  });
  return { fetchMock, client, events: userEvent.setup() };
}

describe('the maintenance windows of the workspace', { timeout: 20_000 }, () => {
  it('shows each window with its state, how it repeats, its next occurrence on its own clock and the viewer’s, and what it covers', async () => {
    renderSection({
      [LIST]: {
        body: {
          data: [
            makeMaintenance(),
            makeMaintenance({
              id: 'w2',
              title: 'Old migration',
              recurrence: 'none',
              state: 'completed',
              nextStartsAt: null,
              nextEndsAt: null,
            }),
          ],
        },
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Maintenance windows' }));
    const upgrade = within(list.getByRole('listitem', { name: 'Database upgrade' }));
    expect(upgrade.getByText('Scheduled')).toBeInTheDocument();
    // Sunday 02:00 in Berlin (00:00 UTC), 20:00 the evening before in New York
    expect(upgrade.getByText('Every week on Sunday')).toBeInTheDocument();
    expect(upgrade.getByText(/^Next:/)).toHaveTextContent(/02:00 CEST to .*04:00 CEST \(Europe\/Berlin\)/);
    expect(upgrade.getByText(/^Your clock:/)).toHaveTextContent(/20:00 EDT to .*22:00 EDT/);
    expect(upgrade.getByText('Covers shop.example.com')).toBeInTheDocument();
    const old = within(list.getByRole('listitem', { name: 'Old migration' }));
    expect(old.getByText('Completed')).toBeInTheDocument();
    expect(old.getByText('Once')).toBeInTheDocument();
    expect(old.queryByText(/^Next:/)).not.toBeInTheDocument();
    expect(screen.getByText(/alerts for its domains and monitors are held/)).toBeInTheDocument();
  });

  it('schedules a window typed on another zone’s clock as UTC instants, with its targets and last day', async () => {
    let windows: Maintenance[] = [];
    const { fetchMock, events } = renderSection({
      [LIST]: () => ({ body: { data: windows } }),
      'POST /api/maintenance-windows': ({ body }) => {
        windows = [makeMaintenance({ ...(body as Partial<Maintenance>), id: 'new', targets: [] })];
        return { status: 201, body: windows[0] };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Schedule maintenance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule maintenance' }));
    await events.type(await dialog.findByLabelText('Title'), 'Load balancer swap');
    expect(dialog.getByLabelText('Time zone')).toHaveValue('America/New_York');
    await events.selectOptions(dialog.getByLabelText('Time zone'), 'Asia/Tokyo');
    fireEvent.change(dialog.getByLabelText('Starts'), { target: { value: '2026-07-04T09:00' } });
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2026-07-04T11:30' } });
    await events.selectOptions(dialog.getByLabelText('Repeats'), 'weekly');
    fireEvent.change(dialog.getByLabelText(/Last day/), { target: { value: '2026-08-29' } });
    await events.click(
      await dialog.findByRole('checkbox', { name: 'shop.example.com (home page and all its monitors)' }),
    );
    await events.click(await dialog.findByRole('checkbox', { name: 'Comments API on blog.example.com' }));
    await events.click(dialog.getByRole('button', { name: 'Schedule maintenance' }));

    await findToast('Maintenance scheduled');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Load balancer swap',
      description: null,
      // 09:00 in Tokyo (UTC+9) is 00:00 UTC; the last day ends at 23:59:59 Tokyo time
      startsAt: '2026-07-04T00:00:00.000Z',
      endsAt: '2026-07-04T02:30:00.000Z',
      recurrence: 'weekly',
      timezone: 'Asia/Tokyo',
      recursUntil: '2026-08-29T14:59:59.000Z',
      targets: [
        { domainId: SHOP_DOMAIN, monitorId: null },
        { domainId: BLOG_DOMAIN, monitorId: CHECKOUT_MONITOR },
      ],
      notifySubscribers: true,
    });
    expect(await screen.findByRole('listitem', { name: 'Load balancer swap' })).toBeInTheDocument();
  });

  it('shows what is wrong under each field and sends nothing', async () => {
    const { fetchMock, events } = renderSection({ [LIST]: { body: { data: [] } } });
    await events.click(await screen.findByRole('button', { name: 'Schedule maintenance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schedule maintenance' }));
    const starts = await dialog.findByLabelText('Starts');
    fireEvent.change(starts, { target: { value: '2026-07-04T09:00' } });
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2026-07-04T08:00' } });
    await events.click(dialog.getByRole('button', { name: 'Schedule maintenance' }));
    expect(await dialog.findByText(statusPageMessages.maintenanceTitleRequired)).toBeInTheDocument();
    expect(dialog.getByText(statusPageMessages.maintenanceEndBeforeStart)).toBeInTheDocument();
    expect(dialog.getByText(statusPageMessages.maintenanceTargetsRequired)).toBeInTheDocument();

    fireEvent.change(starts, { target: { value: '' } });
    await events.click(dialog.getByRole('button', { name: 'Schedule maintenance' }));
    expect(await dialog.findByText('Enter when the window starts')).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('puts the server’s refusal under its field and keeps what was typed', async () => {
    const { events } = renderSection({
      [LIST]: { body: { data: [makeMaintenance()] } },
      'PATCH /api/maintenance-windows/w1': {
        status: 400,
        body: {
          message: 'Invalid input',
          code: 'VALIDATION_ERROR',
          details: { fieldErrors: { targets: ['Choose at least one domain or monitor'] } },
        },
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Edit Database upgrade' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit maintenance' }));
    // the stored window reads as it was typed, on its own zone's clock
    expect(await dialog.findByLabelText('Starts')).toHaveValue('2026-06-21T02:00');
    expect(dialog.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(dialog.queryByRole('switch', { name: 'Notify subscribers' })).not.toBeInTheDocument();
    await events.clear(dialog.getByLabelText('Title'));
    await events.type(dialog.getByLabelText('Title'), 'Bigger upgrade');
    await events.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Choose at least one domain or monitor')).toBeInTheDocument();
    expect(dialog.getByLabelText('Title')).toHaveValue('Bigger upgrade');
  });

  it('deletes a window only after confirming', async () => {
    let windows = [makeMaintenance()];
    const { fetchMock, events } = renderSection({
      [LIST]: () => ({ body: { data: windows } }),
      'DELETE /api/maintenance-windows/w1': () => {
        windows = [];
        return { status: 204 };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Database upgrade' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this maintenance window?' }));
    await events.click(confirm.getByRole('button', { name: 'Delete window' }));
    await findToast('Maintenance deleted');
    expect(fetchMock.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/maintenance-windows/w1',
    ]);
    expect(await screen.findByRole('heading', { name: 'No maintenance windows' })).toBeInTheDocument();
  });

  it('lets a viewer read the windows without any action', async () => {
    const { client } = renderSection({ [LIST]: { body: { data: [makeMaintenance()] } } }, 'viewer');
    await screen.findByRole('list', { name: 'Maintenance windows' });
    await waitFor(() => expect(client.getQueryState(['/api/workspace'])?.status).toBe('success'));
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
