import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render';

describe('unknown paths and the sign-in guard', () => {
  it("shows '404 Page Not Found' with a way home for any unknown path", async () => {
    mockFetch({});
    renderApp({ user: null, path: '/no/such/page' });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Sitewarden'));
    // The public layout is around it.
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('sends visitors of a signed-in path to /auth, keeping the path in ?next=', async () => {
    mockFetch({});
    const { router } = renderApp({ user: null, path: '/alerts?filter=unread' });

    expect(await screen.findByRole('heading', { name: 'Sign in to Sitewarden' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/alerts?filter=unread')}`);
  });

  it('takes /signup and /login to the auth screen in its mode, keeping the query (decision 069)', async () => {
    mockFetch({ 'GET /api/auth/installation': { body: { firstAccountBecomesAdmin: false } } });
    const signUp = renderApp({ user: null, path: '/signup?next=%2Fdomains' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(signUp.router.state.location.pathname).toBe('/auth');
    expect(signUp.router.state.location.search).toBe('?mode=signup&next=%2Fdomains');
    signUp.unmount();

    const signIn = renderApp({ user: null, path: '/login/' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Sitewarden' })).toBeInTheDocument();
    expect(signIn.router.state.location.pathname).toBe('/auth');
    expect(signIn.router.state.location.search).toBe('');
  });

  it('guards patterned signed-in paths too', async () => {
    mockFetch({});
    const { router } = renderApp({ user: null, path: '/teams/acme/settings' });
    await screen.findByRole('heading', { name: 'Sign in to Sitewarden' });
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/teams/acme/settings')}`);
  });

  it('shows signed-in users the 404 page inside the app for paths that are no screen', async () => {
    mockFetch({});
    renderApp({ user: makeUser(), path: '/partner/no-such-screen' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'App' })).toBeInTheDocument();
  });

  it('sends signed-in users who chose a paid plan from /auth to its checkout on the billing screen', async () => {
    mockFetch({ 'GET /api/billing': { status: 500, body: { message: 'down', code: 'INTERNAL' } } });
    const { router } = renderApp({ user: makeUser(), path: '/auth?mode=signup&plan=agency' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing'));
  });

  it('sends signed-in users away from /auth', async () => {
    mockFetch({});
    const { router } = renderApp({ user: makeUser(), path: '/auth' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
