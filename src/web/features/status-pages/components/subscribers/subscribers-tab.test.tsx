import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscriber } from '../../../../../shared/contracts/status-pages';
import { mockFetch, type MockReply, type MockRoute } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../../test/render';
import { workspaceAs } from '../../../monitors/test-fixtures';
import { makePage, makeSubscriber, PAGE_ID } from '../../test-fixtures';
import { SubscribersTab } from './subscribers-tab';

const LIST = (page: number) => `GET /api/status-pages/${PAGE_ID}/subscribers?page=${page}`;
const list = (data: Subscriber[], total = data.length, limit = 1000) => ({ body: { data, total, limit } });

function renderTab(
  routes: Record<string, MockRoute | MockReply>,
  {
    role = 'owner',
    allowSubscriptions = true,
  }: { role?: Parameters<typeof workspaceAs>[0]; allowSubscriptions?: boolean } = {},
) {
  const fetchMock = mockFetch({ 'GET /api/workspace': workspaceAs(role), ...routes });
  const { client } = renderWithProviders(<SubscribersTab page={makePage({ allowSubscriptions })} />, {
    user: makeUser({ timezone: 'Europe/Paris' }),
  });
  return { fetchMock, client, events: userEvent.setup() };
}

const pending = makeSubscriber({
  id: 's2',
  email: 'alan@example.com',
  state: 'pending',
  subscribedAt: '2026-06-12T09:00:00.000Z',
  confirmedAt: null,
});

describe('the subscribers of a status page', { timeout: 20_000 }, () => {
  it('lists each address with its state and dates on the profile clock, the plan allowance and the CSV export', async () => {
    const { events, fetchMock } = renderTab({
      [LIST(1)]: list([makeSubscriber(), pending], 51),
      [LIST(2)]: list([makeSubscriber({ id: 's51', email: 'last@example.com' })], 51),
    });
    const table = within(await screen.findByRole('table', { name: 'Subscribers' }));
    const grace = within(table.getByRole('row', { name: /grace@example.com/ }));
    expect(grace.getByText('Confirmed')).toBeInTheDocument();
    // 08:05 UTC in June is 10:05 in Paris (CEST)
    expect(grace.getByText(/10:05 CEST/)).toBeInTheDocument();
    const alan = within(table.getByRole('row', { name: /alan@example.com/ }));
    expect(alan.getByText('Pending')).toBeInTheDocument();
    expect(alan.getByText('Not yet')).toBeInTheDocument();
    expect(screen.getByText('51 of 1,000 subscribers your plan allows on this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/status-pages/${PAGE_ID}/subscribers.csv`,
    );
    expect(screen.queryByText('Subscriptions are off')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: /Older/ }));
    expect(await screen.findByText('last@example.com')).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.endsWith('subscribers?page=2'))).toBe(true);
  });

  it('removes a subscriber only after confirming', async () => {
    let subscribers = [makeSubscriber(), pending];
    const { fetchMock, events } = renderTab({
      [LIST(1)]: () => list(subscribers),
      [`DELETE /api/status-pages/${PAGE_ID}/subscribers/s2`]: () => {
        subscribers = subscribers.filter((s) => s.id !== 's2');
        return { status: 204 };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Remove alan@example.com' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove this subscriber?' }));
    await events.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await events.click(screen.getByRole('button', { name: 'Remove alan@example.com' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Remove this subscriber?' })).getByRole('button', {
        name: 'Remove subscriber',
      }),
    );
    await findToast('Subscriber removed');
    await waitFor(() => expect(screen.queryByText('alan@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('1 of 1,000 subscribers your plan allows on this page')).toBeInTheDocument();
  });

  it('says subscriptions are off, and offers a viewer no Remove', async () => {
    const { client } = renderTab(
      { [LIST(1)]: list([makeSubscriber()]) },
      { role: 'viewer', allowSubscriptions: false },
    );
    expect(await screen.findByText('Subscriptions are off')).toBeInTheDocument();
    expect(screen.getByText(/Turn subscriptions on in the Settings tab/)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Subscribers' });
    await waitFor(() => expect(client.getQueryState(['/api/workspace'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('explains how visitors subscribe when nobody has', async () => {
    renderTab({ [LIST(1)]: list([]) });
    expect(await screen.findByRole('heading', { name: 'No subscribers yet' })).toBeInTheDocument();
  });
});
