import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contracts/auth';
import { WorkspaceSwitcher } from '../../../app/layouts/app/workspace-switcher';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { makeTeamSummary } from '../test-fixtures';

const acme = makeTeamSummary({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Web',
  currentUserRole: 'admin',
});
const beta = makeTeamSummary({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Beta Ops',
  slug: 'beta-ops',
  currentUserRole: 'viewer',
});

function renderSwitcher(user: User) {
  return renderWithProviders(<SessionGate>{() => <WorkspaceSwitcher />}</SessionGate>, { user });
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /workspace/i }));
  const menu = await screen.findByRole('menu');
  return { user, menu };
}

describe('workspace switcher (SPEC §2.4)', () => {
  it('lists the personal workspace and each team with the role the user holds in it', async () => {
    mockFetch({ 'GET /api/teams': { body: [acme, beta] } });
    renderSwitcher(makeUser());

    const { menu } = await openMenu();
    const personal = within(menu).getByRole('menuitemradio', { name: 'Personal workspace' });
    expect(personal).toHaveAttribute('aria-checked', 'true');
    const acmeItem = await within(menu).findByRole('menuitemradio', { name: /Acme Web/ });
    expect(acmeItem).toHaveTextContent('Admin');
    expect(acmeItem).toHaveAttribute('aria-checked', 'false');
    expect(within(menu).getByRole('menuitemradio', { name: /Beta Ops/ })).toHaveTextContent('Viewer');
    expect(within(menu).getByRole('menuitem', { name: 'Create team' })).toHaveAttribute('href', '/teams/new');
    // Team settings only while a team is current.
    expect(within(menu).queryByRole('menuitem', { name: 'Team settings' })).not.toBeInTheDocument();
  });

  it('only closes the menu when the current workspace is chosen', async () => {
    const fetchMock = mockFetch({ 'GET /api/teams': { body: [acme] } });
    renderSwitcher(makeUser());

    const { user, menu } = await openMenu();
    await within(menu).findByRole('menuitemradio', { name: /Acme Web/ });
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Personal workspace' }));

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(fetchMock.calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toHaveTextContent(/switched/i);
  });

  it('only closes the menu when the current team is chosen, and offers its settings', async () => {
    const fetchMock = mockFetch({ 'GET /api/teams': { body: [acme, beta] } });
    renderSwitcher(makeUser({ currentTeamId: acme.id }));

    expect(await screen.findByText('Acme Web')).toBeInTheDocument();
    expect(screen.getByText('Team · Admin')).toBeInTheDocument();
    const { user, menu } = await openMenu();
    expect(within(menu).getByRole('menuitemradio', { name: /Acme Web/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Team settings' })).toHaveAttribute(
      'href',
      '/teams/acme-web/settings',
    );
    await user.click(within(menu).getByRole('menuitemradio', { name: /Acme Web/ }));

    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(fetchMock.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('switches to another team, refreshes the workspace data and says so', async () => {
    const switched = makeUser({ currentTeamId: beta.id });
    const fetchMock = mockFetch({
      'GET /api/teams': { body: [acme, beta] },
      [`POST /api/teams/${beta.id}/switch`]: { body: switched },
      'GET /api/auth/session': { body: { user: switched } },
    });
    const { client } = renderSwitcher(makeUser());
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitemradio', { name: /Beta Ops/ }));

    expect(await findToast('Team switched')).toHaveTextContent('Switched to Beta Ops');
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: `/api/teams/${beta.id}/switch`, credentials: 'include' }),
    );
    // Everything but opted-out data is refreshed: user, domains, dashboard...
    expect(invalidate).toHaveBeenCalledWith(expect.objectContaining({ predicate: expect.any(Function) }));
    expect(await screen.findByText('Team · Viewer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Beta Ops/ })).toBeInTheDocument();
  });

  it('switches back to the personal workspace', async () => {
    const personal = makeUser({ currentTeamId: null });
    mockFetch({
      'GET /api/teams': { body: [acme] },
      'POST /api/teams/personal/switch': { body: personal },
      'GET /api/auth/session': { body: { user: personal } },
    });
    renderSwitcher(makeUser({ currentTeamId: acme.id }));

    await screen.findByText('Acme Web');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Personal workspace' }));

    expect(await findToast('Team switched')).toHaveTextContent('Switched to Personal Workspace');
    expect(await screen.findByText('Personal workspace')).toBeInTheDocument();
  });

  it('reports a failed switch and stays where it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/teams': { body: [acme] },
      [`POST /api/teams/${acme.id}/switch`]: { status: 500, body: { message: 'Boom', code: 'INTERNAL' } },
    });
    renderSwitcher(makeUser());

    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitemradio', { name: /Acme Web/ }));

    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Failed to switch team');
    expect(screen.getByRole('button', { name: /Personal workspace/ })).toBeInTheDocument();
  });

  it('offers a retry when the teams cannot be loaded', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/teams': () => {
        calls += 1;
        return calls === 1 ? { status: 503, body: { message: 'Down', code: 'UNAVAILABLE' } } : { body: [acme] };
      },
    });
    renderSwitcher(makeUser());

    const { user, menu } = await openMenu();
    await user.click(await within(menu).findByRole('menuitem', { name: /Couldn't load your teams/ }));
    expect(await within(menu).findByRole('menuitemradio', { name: /Acme Web/ })).toBeInTheDocument();
  });
});
