import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { makeTeamSummary } from '../test-fixtures';

describe('/teams', () => {
  it('lists the teams with slug, role and member count inside the app shell', async () => {
    const acme = makeTeamSummary({ memberCount: 3, currentUserRole: 'admin' });
    mockFetch({ 'GET /api/teams': { body: [acme] } });
    renderApp({ user: makeUser({ currentTeamId: acme.id }), path: '/teams' });

    const list = within(await screen.findByRole('list', { name: 'Teams' }));
    expect(list.getByRole('heading', { name: 'Acme Web' })).toBeInTheDocument();
    expect(list.getByText('acme-web')).toBeInTheDocument();
    expect(list.getByText('Admin')).toBeInTheDocument();
    expect(list.getByText('3 members')).toBeInTheDocument();
    expect(list.getByText('Current workspace')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Settings of Acme Web' })).toHaveAttribute(
      'href',
      '/teams/acme-web/settings',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Teams' })).toBeInTheDocument();
  });

  it('says what to do when the user has no team', async () => {
    mockFetch({ 'GET /api/teams': { body: [] } });
    renderApp({ user: makeUser(), path: '/teams' });

    expect(await screen.findByRole('heading', { name: "You're not in a team yet" })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create team' })[0]).toHaveAttribute('href', '/teams/new');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/teams': () => {
        calls += 1;
        return calls <= 1 ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { body: [] };
      },
    });
    renderApp({ user: makeUser(), path: '/teams' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: "You're not in a team yet" })).toBeInTheDocument();
  });
});
