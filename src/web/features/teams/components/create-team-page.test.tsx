import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { makeTeamDetail } from '../test-fixtures';
import { CreateTeamPage } from './create-team-page';

function renderCreate(tier: 'free' | 'pro' = 'pro') {
  return renderWithProviders(
    <Routes>
      <Route path="/teams/new" element={<SessionGate>{() => <CreateTeamPage />}</SessionGate>} />
      <Route path="/teams/:slug/settings" element={<p>Settings page</p>} />
    </Routes>,
    { user: makeUser({ subscriptionTier: tier }), path: '/teams/new' },
  );
}

describe('/teams/new', () => {
  it('fills the slug from the name until the slug is edited', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderCreate();

    await user.type(screen.getByLabelText('Team name'), 'Acme Café & Co.');
    expect(screen.getByLabelText('Slug')).toHaveValue('acme-cafe-co');

    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'Acme Ops_1!');
    expect(screen.getByLabelText('Slug')).toHaveValue('acme-ops-1');
    await user.type(screen.getByLabelText('Team name'), ' Ltd');
    expect(screen.getByLabelText('Slug')).toHaveValue('acme-ops-1');
  });

  it('checks the name before sending anything', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderCreate();

    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Team name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Team name must be at least 2 characters')).toBeInTheDocument();
    expect(fetchMock.calls).toEqual([]);
  });

  it('shows a taken slug under the slug field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/teams': {
        status: 409,
        body: {
          message: 'The slug "acme" is already taken. Choose another.',
          code: 'SLUG_TAKEN',
          details: { field: 'slug' },
        },
      },
    });
    const user = userEvent.setup();
    renderCreate();

    await user.type(screen.getByLabelText('Team name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Create team' }));

    expect(await screen.findByText('The slug "acme" is already taken. Choose another.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the team, which becomes current, and opens its settings', async () => {
    const team = makeTeamDetail('owner', { name: 'Acme Web', slug: 'acme-web' });
    const fetchMock = mockFetch({
      'POST /api/teams': { status: 201, body: team },
      'GET /api/auth/session': { body: { user: makeUser({ currentTeamId: team.id }) } },
    });
    const user = userEvent.setup();
    renderCreate();

    await user.type(screen.getByLabelText('Team name'), 'Acme Web');
    await user.type(screen.getByLabelText(/Description/), 'Our sites');
    await user.click(screen.getByRole('button', { name: 'Create team' }));

    expect(await findToast('Team created')).toHaveTextContent('Acme Web is now your current workspace.');
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/teams',
        body: { name: 'Acme Web', slug: 'acme-web', description: 'Our sites' },
      }),
    );
  });

  it('tells a free user that their team has room only for them', () => {
    mockFetch({});
    renderCreate('free');
    expect(screen.getByText(/allows 1 team member \(you\)/)).toBeInTheDocument();
  });
});
