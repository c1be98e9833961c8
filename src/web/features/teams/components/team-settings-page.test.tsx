import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TeamDetail, TeamRoleName } from '../../../../shared/contracts/teams';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { makeInvitation, makeTeamDetail } from '../test-fixtures';
import { TeamSettingsPage } from './team-settings-page';

function renderSettings(team: TeamDetail, tab = 'general', extra: Record<string, MockRoute | MockReply> = {}) {
  const fetchMock = mockFetch({
    [`GET /api/teams/${team.slug}`]: { body: team },
    [`GET /api/teams/${team.slug}/invitations`]: { body: [] },
    ...extra,
  });
  const query = tab === 'general' ? '' : `?tab=${tab}`;
  const result = renderWithProviders(
    <Routes>
      <Route path="/teams/:slug/settings" element={<SessionGate>{() => <TeamSettingsPage />}</SessionGate>} />
      <Route path="/teams" element={<p>Teams list</p>} />
    </Routes>,
    { user: makeUser(), path: `/teams/${team.slug}/settings${query}` },
  );
  return { ...result, fetchMock };
}

const membersList = async () => within(await screen.findByRole('list', { name: 'Team members' }));
const row = (list: ReturnType<typeof within>, email: string) =>
  within(list.getByText(email).closest('li') as HTMLElement);

describe('team settings: controls by role', () => {
  it('gives the owner every control but leaving', async () => {
    const team = makeTeamDetail('owner');
    renderSettings(team, 'members');
    const list = await membersList();

    // Role selects for everyone but the owner (the caller) themselves.
    expect(row(list, 'ada@example.com').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row(list, 'adam@example.com').getByRole('combobox', { name: 'Role of Adam Admin' })).toHaveTextContent(
      'Admin',
    );
    expect(row(list, 'mia@example.com').getByRole('combobox', { name: 'Role of Mia Member' })).toBeInTheDocument();
    expect(row(list, 'vic@example.com').getByRole('combobox', { name: 'Role of Vic Viewer' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(row(list, 'mia@example.com').getByRole('button', { name: 'Actions for Mia Member' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Transfer ownership' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Remove from team' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('button', { name: 'Leave team' })).not.toBeInTheDocument();
    expect(screen.getByText('You own this team')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(await screen.findByRole('button', { name: 'Delete team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team name')).toHaveValue(team.name);
  });

  it('lets an admin manage members and viewers but not the owner or other admins', async () => {
    const team = makeTeamDetail('admin');
    renderSettings(team, 'members');
    const list = await membersList();

    expect(row(list, 'olive@example.com').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row(list, 'olive@example.com').getByText('Owner')).toBeInTheDocument();
    expect(row(list, 'ada@example.com').queryByRole('combobox')).not.toBeInTheDocument();
    expect(row(list, 'olive@example.com').queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(row(list, 'mia@example.com').getByRole('combobox', { name: 'Role of Mia Member' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Member', 'Viewer']);
    await user.keyboard('{Escape}');

    await user.click(row(list, 'mia@example.com').getByRole('button', { name: 'Actions for Mia Member' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Transfer ownership' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Remove from team' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(await screen.findByLabelText('Team name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();
  });

  it.each<TeamRoleName>(['member', 'viewer'])('shows a %s the team read-only, with only Leave team', async (role) => {
    const team = makeTeamDetail(role);
    const { fetchMock } = renderSettings(team, 'members');
    const list = await membersList();

    expect(list.queryByRole('combobox')).not.toBeInTheDocument();
    expect(list.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave team' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(await screen.findByText("Only the team's owner and admins can change these.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Team name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete team' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Invitations' }));
    expect(await screen.findByText('Only the owner and admins manage invitations')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    // Nothing is asked that the server would refuse.
    expect(fetchMock.calls.some((c) => c.url.endsWith('/invitations'))).toBe(false);
  });

  it("shows the server's refusal of a role change as a toast", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const team = makeTeamDetail('admin');
    renderSettings(team, 'members', {
      [`PATCH /api/teams/${team.slug}/members/u-member`]: {
        status: 403,
        body: { message: 'Only the team owner can give or take away the admin role.', code: 'FORBIDDEN' },
      },
    });
    const list = await membersList();
    const user = userEvent.setup();
    await user.click(row(list, 'mia@example.com').getByRole('combobox', { name: 'Role of Mia Member' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));

    const toast = await findToast('Access Denied');
    expect(toast).toHaveTextContent('Only the team owner can give or take away the admin role.');
  });

  it('changes a role and says so', async () => {
    const team = makeTeamDetail('owner');
    const { fetchMock } = renderSettings(team, 'members', {
      [`PATCH /api/teams/${team.slug}/members/u-member`]: ({ body }) => ({
        body: { ...team.members.find((m) => m.userId === 'u-member'), role: (body as { role: string }).role },
      }),
      [`GET /api/teams/${team.slug}/activity?page=1&pageSize=20`]: {
        body: { data: [], page: 1, pageSize: 20, total: 0 },
      },
    });
    const list = await membersList();
    const user = userEvent.setup();
    await user.click(row(list, 'mia@example.com').getByRole('combobox', { name: 'Role of Mia Member' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));

    expect(await findToast('Role changed')).toHaveTextContent('Mia Member is now a viewer.');
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        url: `/api/teams/${team.slug}/members/u-member`,
        body: { role: 'viewer' },
      }),
    );
    await waitFor(() =>
      expect(row(list, 'mia@example.com').getByRole('combobox', { name: 'Role of Mia Member' })).toHaveTextContent(
        'Viewer',
      ),
    );
  });

  it('asks for the team name before the owner deletes the team', async () => {
    const team = makeTeamDetail('owner');
    const { fetchMock } = renderSettings(team, 'general', {
      [`DELETE /api/teams/${team.slug}`]: { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete team' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), 'Acme');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), ' Web');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await findToast('Team deleted')).toBeInTheDocument();
    expect(await screen.findByText('Teams list')).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: `/api/teams/${team.slug}` }),
    );
  });
});

describe('team settings: invitations', () => {
  it('lists invitations with their status and offers resend and revoke only while open', async () => {
    const team = makeTeamDetail('owner');
    renderSettings(team, 'invitations', {
      [`GET /api/teams/${team.slug}/invitations`]: {
        body: [
          makeInvitation({ id: 'i1', email: 'pending@example.com', status: 'pending' }),
          makeInvitation({
            id: 'i2',
            email: 'accepted@example.com',
            status: 'accepted',
            acceptedAt: '2025-02-01T00:00:00.000Z',
          }),
          makeInvitation({ id: 'i3', email: 'declined@example.com', status: 'declined' }),
          makeInvitation({ id: 'i4', email: 'revoked@example.com', status: 'revoked' }),
          makeInvitation({ id: 'i5', email: 'expired@example.com', status: 'expired' }),
        ],
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Invitations' }));
    for (const [email, status, open] of [
      ['pending@example.com', 'Pending', true],
      ['accepted@example.com', 'Accepted', false],
      ['declined@example.com', 'Declined', false],
      ['revoked@example.com', 'Revoked', false],
      ['expired@example.com', 'Expired', true],
    ] as const) {
      const item = row(list, email);
      expect(item.getByText(status)).toBeInTheDocument();
      expect(Boolean(item.queryByRole('button', { name: `Resend the invitation to ${email}` }))).toBe(open);
      expect(Boolean(item.queryByRole('button', { name: `Revoke the invitation to ${email}` }))).toBe(open);
    }
  });

  it('does not offer an admin the admin role, nor controls over admin invitations', async () => {
    const team = makeTeamDetail('admin');
    renderSettings(team, 'invitations', {
      [`GET /api/teams/${team.slug}/invitations`]: {
        body: [makeInvitation({ id: 'i1', email: 'boss@example.com', role: 'admin' })],
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Invitations' }));
    expect(row(list, 'boss@example.com').queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Member', 'Viewer']);
  });

  it('shows the plan limit the server answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const team = makeTeamDetail('admin');
    const message = "The team owner's Pro plan allows 3 team members. Ask the owner to upgrade to invite more.";
    renderSettings(team, 'invitations', {
      [`POST /api/teams/${team.slug}/invitations`]: {
        status: 403,
        body: { message, code: 'PLAN_LIMIT_REACHED', details: { limit: 3, plan: 'pro', used: 3 } },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No seats left');
    expect(alert).toHaveTextContent(message);
  });

  it('puts a conflict about the address under the e-mail field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const team = makeTeamDetail('owner');
    renderSettings(team, 'invitations', {
      [`POST /api/teams/${team.slug}/invitations`]: {
        status: 409,
        body: { message: 'mia@example.com is already a member of Acme Web.', code: 'ALREADY_MEMBER' },
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('mia@example.com is already a member of Acme Web.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends an invitation with the chosen role', async () => {
    const team = makeTeamDetail('owner');
    const { fetchMock } = renderSettings(team, 'invitations', {
      [`POST /api/teams/${team.slug}/invitations`]: {
        status: 201,
        body: makeInvitation({ email: 'new@example.com', role: 'viewer' }),
      },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'New@Example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await findToast('Invitation sent')).toHaveTextContent('new@example.com');
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { email: 'new@example.com', role: 'viewer' } }),
    );
  });
});

describe('team settings: loading and errors', () => {
  it('says when the team does not exist or the user is not in it', async () => {
    mockFetch({});
    renderWithProviders(
      <Routes>
        <Route path="/teams/:slug/settings" element={<SessionGate>{() => <TeamSettingsPage />}</SessionGate>} />
      </Routes>,
      { user: makeUser(), path: '/teams/nope/settings' },
    );
    expect(await screen.findByRole('heading', { name: 'Team not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your teams/ })).toHaveAttribute('href', '/teams');
  });

  it('offers a retry when the team cannot be loaded', async () => {
    let calls = 0;
    const team = makeTeamDetail('owner');
    mockFetch({
      [`GET /api/teams/${team.slug}`]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { body: team };
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/teams/:slug/settings" element={<SessionGate>{() => <TeamSettingsPage />}</SessionGate>} />
      </Routes>,
      { user: makeUser(), path: `/teams/${team.slug}/settings` },
    );
    expect(await screen.findByRole('heading', { name: "Couldn't load the team" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Acme Web' })).toBeInTheDocument();
  });
});
