import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '../../../../shared/contracts/teams';
import { SessionGate } from '../../../app/routes/session-gate';
import { browserNavigation } from '../../../lib/navigation';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { makeTeamSummary } from '../test-fixtures';
import { InvitationPage } from './invitation-page';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz';

function preview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    teamName: 'Acme Web',
    role: 'member',
    invitedBy: 'Olive Owner',
    email: 'ada@example.com',
    status: 'pending',
    expiresAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    ...overrides,
  };
}

function renderInvitation(routes: Record<string, MockRoute | MockReply>, email = 'ada@example.com') {
  const fetchMock = mockFetch(routes);
  const result = renderWithProviders(
    <Routes>
      <Route path="/invitation/:token" element={<SessionGate>{() => <InvitationPage />}</SessionGate>} />
      <Route path="/" element={<p>Dashboard</p>} />
    </Routes>,
    { user: makeUser({ email }), path: `/invitation/${TOKEN}` },
  );
  return { ...result, fetchMock };
}

describe('/invitation/{token}', () => {
  it('shows the team, the role and who invited, then accepts and goes to the dashboard', async () => {
    const team = makeTeamSummary({ currentUserRole: 'member' });
    const joined = makeUser({ currentTeamId: team.id });
    const { fetchMock } = renderInvitation({
      [`GET /api/invitations/${TOKEN}`]: { body: preview() },
      [`POST /api/invitations/${TOKEN}/accept`]: { body: { user: joined, team } },
      'GET /api/auth/session': { body: { user: joined } },
    });

    expect(await screen.findByRole('heading', { name: 'Acme Web' })).toBeInTheDocument();
    expect(screen.getByText('Olive Owner invited you to join')).toBeInTheDocument();
    expect(screen.getByText('Role').nextElementSibling).toHaveTextContent('member');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept and join' }));

    expect(await findToast('Welcome to Acme Web')).toHaveTextContent('You joined as a member.');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: `/api/invitations/${TOKEN}/accept` }),
    );
  });

  it('declines', async () => {
    renderInvitation({
      [`GET /api/invitations/${TOKEN}`]: { body: preview() },
      [`POST /api/invitations/${TOKEN}/decline`]: { body: preview({ status: 'declined' }) },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await findToast('Invitation declined')).toBeInTheDocument();
    expect(await screen.findByText('This invitation was declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
  });

  it('explains that the invitation is for another address and offers to sign in with it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderInvitation(
      {
        [`GET /api/invitations/${TOKEN}`]: { body: preview({ email: 'colleague@example.com' }) },
        'POST /api/auth/logout': { status: 204 },
      },
      'ada@example.com',
    );
    expect(await screen.findByText('This invitation is for colleague@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in as colleague@example.com' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/auth?next=${encodeURIComponent(`/invitation/${TOKEN}`)}`),
    );
  });

  it.each([
    ['expired', 'This invitation has expired'],
    ['revoked', 'This invitation was withdrawn'],
    ['accepted', 'This invitation has already been accepted'],
  ] as const)('says when the invitation is %s', async (status, text) => {
    renderInvitation({ [`GET /api/invitations/${TOKEN}`]: { body: preview({ status }) } });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when accepting fails", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInvitation({
      [`GET /api/invitations/${TOKEN}`]: { body: preview() },
      [`POST /api/invitations/${TOKEN}/accept`]: {
        status: 410,
        body: {
          message: 'This invitation has expired. Ask a team admin to send a new one.',
          code: 'INVITATION_EXPIRED',
        },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText("Couldn't accept the invitation")).toBeInTheDocument();
    expect(screen.getByText('This invitation has expired. Ask a team admin to send a new one.')).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    renderInvitation({
      [`GET /api/invitations/${TOKEN}`]: {
        status: 404,
        body: {
          message: 'This invitation link is not valid. Ask a team admin to send a new one.',
          code: 'INVITATION_NOT_FOUND',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'This invitation link is not valid' })).toBeInTheDocument();
  });
});
