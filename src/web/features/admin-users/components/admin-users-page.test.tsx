import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAuditEntry, AdminUser } from '../../../../shared/contracts/admin-users';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const account = (extra: Partial<AdminUser> = {}): AdminUser => ({
  id: '5b1f0c52-5f87-4c38-9d53-1f3a3f0d2a11',
  email: 'mona@example.com',
  firstName: 'Mona',
  lastName: 'Managed',
  plan: 'pro',
  subscriptionStatus: 'active',
  isAdmin: false,
  isTestAccount: false,
  disabledAt: null,
  workspaces: 2,
  domains: 3,
  lastSignInAt: null,
  createdAt: new Date().toISOString(),
  ...extra,
});

const ENTRY: AdminAuditEntry = {
  id: 1,
  adminUserId: null,
  adminEmail: 'op@example.com',
  targetUserId: null,
  targetEmail: 'mona@example.com',
  action: 'plan.change',
  detail: { from: 'free', to: 'pro' },
  createdAt: new Date().toISOString(),
};

describe('/admin/users', () => {
  it('tells other users it is for administrators, without asking for the accounts', async () => {
    const fetchMock = mockFetch({ 'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] } });
    renderApp({ user: makeUser(), path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  });

  it('lists accounts and the audit log, filters through the address, and disables behind a dialog', async () => {
    const mona = account();
    const fetchMock = mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/users': { body: { data: [mona], nextCursor: null, total: 1, demoAccounts: 0 } },
      'GET /api/admin/users?plan=pro': { body: { data: [mona], nextCursor: null, total: 1, demoAccounts: 0 } },
      'GET /api/admin/audit?limit=25': { body: { data: [ENTRY], nextCursor: null } },
      [`POST /api/admin/users/${mona.id}/disable`]: { body: { ...mona, disabledAt: new Date().toISOString() } },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/users' });

    const table = within(await screen.findByRole('table', { name: 'Accounts' }));
    const row = table.getByRole('row', { name: /Mona Managed/ });
    expect(within(row).getByText('Pro')).toBeInTheDocument();
    expect(within(row).getByText('Active', { selector: 'span' })).toBeInTheDocument();
    expect(
      await screen.findByText('op@example.com changed the plan of mona@example.com from Free to Pro'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Plan'), 'pro');
    await waitFor(() => expect(fetchMock.calls.map((c) => c.url)).toContain('/api/admin/users?plan=pro'));

    await user.click(within(row).getByRole('button', { name: 'Actions for Mona Managed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disable account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Disable Mona Managed?' }));
    expect(dialog.getByText(/checks of their 3 domains pause/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Disable account' }));
    await waitFor(() =>
      expect(fetchMock.calls.some((c) => c.method === 'POST' && c.url.endsWith('/disable'))).toBe(true),
    );
  });

  it('marks the demo account, says it is not counted, and filters real or demo accounts (decision 069)', async () => {
    const mona = account();
    const demo = account({
      id: '6c2a1d63-0000-4000-8000-000000000002',
      email: 'demo@sitewarden.local',
      firstName: 'Demo',
      lastName: 'User',
      plan: 'agency',
      isTestAccount: true,
      workspaces: 1,
      domains: 4,
    });
    const fetchMock = mockFetch({
      'GET /api/alerts?unresolvedOnly=true&acknowledged=false': { body: [] },
      'GET /api/admin/users': { body: { data: [demo, mona], nextCursor: null, total: 1, demoAccounts: 1 } },
      'GET /api/admin/users?demo=false': { body: { data: [mona], nextCursor: null, total: 1, demoAccounts: 0 } },
      'GET /api/admin/audit?limit=25': { body: { data: [], nextCursor: null } },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser({ isAdmin: true }), path: '/admin/users' });

    const table = within(await screen.findByRole('table', { name: 'Accounts' }));
    expect(within(table.getByRole('row', { name: /Demo User/ })).getByText('Demo')).toBeInTheDocument();
    expect(within(table.getByRole('row', { name: /Mona Managed/ })).queryByText('Demo')).not.toBeInTheDocument();
    expect(screen.getByText('1 account; the demo account listed too, not counted')).toBeInTheDocument();
    // the phone cards say their counts in words
    const cards = within(screen.getByRole('list', { name: 'Accounts' }));
    expect(cards.getByText(/1 workspace · 4 domains · last sign-in/)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Account type'), 'false');
    await waitFor(() => expect(fetchMock.calls.map((c) => c.url)).toContain('/api/admin/users?demo=false'));
    expect(await screen.findByText('1 account matches')).toBeInTheDocument();
    expect(table.queryByRole('row', { name: /Demo User/ })).not.toBeInTheDocument();
  });
});
