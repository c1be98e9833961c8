import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../lib/navigation';
import { makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { findToast, renderApp } from '../../test/render';

describe('/ for visitors', () => {
  it('shows the landing page with what Sitewarden monitors and a sign-up call to action', async () => {
    mockFetch({});
    renderApp({ user: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Catch website problems before your visitors do' }),
    ).toBeInTheDocument();
    for (const check of [
      'Uptime',
      'TLS certificates',
      'DNS records',
      'Domain registration',
      'Performance',
      'Security',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: check })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Start monitoring free/ })).toHaveAttribute('href', '/auth?mode=signup');
    await waitFor(() => expect(document.title).toBe('Website and domain monitoring · Sitewarden'));
    expect(screen.getByRole('link', { name: /Open the ROI calculator/ })).toHaveAttribute('href', '/roi-calculator');
    expect(screen.getByRole('link', { name: /Set up a status page/ })).toHaveAttribute('href', '/status-pages');
    expect(screen.getByRole('link', { name: 'See the live demo' })).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('heading', { level: 2, name: 'Reasons to choose it' })).toBeInTheDocument();
  });

  it("shows the four plans' headline limits from PLANS", async () => {
    mockFetch({});
    renderApp({ user: null });
    const plans = within(await screen.findByRole('region', { name: 'Start free, grow when you need to' }));
    expect(plans.getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(plans.getByText('1 domain')).toBeInTheDocument();
    expect(plans.getByText('Uptime checked every 60 min')).toBeInTheDocument();
    expect(plans.getByText('10 domains')).toBeInTheDocument();
    expect(plans.getByText('$29')).toBeInTheDocument();
    expect(plans.getByText('Unlimited domains')).toBeInTheDocument();
    expect(plans.getByText('365 days of history')).toBeInTheDocument();
  });

  it('has the public header and footer', async () => {
    mockFetch({});
    renderApp({ user: null });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    const main = within(screen.getAllByRole('navigation', { name: 'Main' })[0] as HTMLElement);
    expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(main.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/compare/alternatives');
    const footer = within(screen.getByRole('contentinfo'));
    // the year it is, not a year written into the code (decision 069)
    expect(footer.getByText(`© ${new Date().getFullYear()} Sitewarden`)).toBeInTheDocument();
    expect(footer.getByText(/Monday to Friday, 09:00–18:00/)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Terms and privacy' })).toHaveAttribute('href', '/legal');
    expect(footer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(
      footer.getAllByRole('link', { name: /./ }).filter((link) => link.getAttribute('href')?.startsWith('/blog/')),
    ).toHaveLength(3);
  });

  it('opens and closes the small-screen menu with its toggle', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderApp({ user: null });
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });
});

const workspace = (plan: string, extra: Record<string, unknown> = {}) => ({
  body: { kind: 'personal', teamId: null, role: 'owner', plan, demo: false, ...extra },
});

describe('/ for signed-in users', () => {
  it('shows the dashboard inside the app shell', async () => {
    mockFetch({
      'GET /api/workspace': workspace('agency'),
      'GET /api/dashboard/stats': {
        body: {
          systemUptime: null,
          uptimeChecks: 0,
          activeDomains: 0,
          totalDomains: 0,
          sslExpiringSoon: 0,
          ssl: { pending: 0, failed: 0, invalid: 0, expiring: 0, valid: 0, 'not-applicable': 0 },
          activeAlerts: 0,
          acknowledgedAlerts: 0,
          domainStates: { pending: 0, online: 0, warning: 0, critical: 0, offline: 0 },
          failingDomains: 0,
          pendingDomains: 0,
        },
      },
    });
    renderApp({ user: makeUser({ subscriptionTier: 'agency' }) });

    expect(await screen.findByRole('heading', { name: 'No domains monitored yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan: Agency. See plans and pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Quick Scan' })).toHaveAttribute('href', '/scanner');
    await waitFor(() => expect(document.title).toBe('Dashboard · Sitewarden'));
  });

  it('shows the Free Plan badge for free users', async () => {
    mockFetch({ 'GET /api/workspace': workspace('free') });
    renderApp({ user: makeUser({ subscriptionTier: 'free' }) });
    expect(await screen.findByRole('link', { name: 'Plan: Free Plan. See plans and pricing' })).toBeInTheDocument();
  });

  it("shows the current workspace's plan: a Free user in a Pro team works under the team owner's Pro plan", async () => {
    mockFetch({ 'GET /api/workspace': workspace('pro', { kind: 'team', teamId: 't1', role: 'member' }) });
    renderApp({ user: makeUser({ subscriptionTier: 'free', currentTeamId: 't1' }) });
    expect(await screen.findByRole('link', { name: 'Plan: Pro. See plans and pricing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Plan: Free Plan/ })).not.toBeInTheDocument();
  });

  it('says the demo is a demo, above every screen', async () => {
    mockFetch({ 'GET /api/workspace': workspace('agency', { demo: true }) });
    renderApp({ user: makeUser({ subscriptionTier: 'agency' }) });
    expect(await screen.findByText(/You are exploring a demo workspace — changes are disabled/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up free' })).toBeInTheDocument();
  });

  it('logs out: calls the API and does a full redirect to /', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    renderApp({ user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock.calls).toContainEqual(expect.objectContaining({ url: '/api/auth/logout', method: 'POST' }));
  });

  it('says so when logging out fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    mockFetch({
      'POST /api/auth/logout': {
        status: 500,
        body: { message: 'Internal server error. Please try again later.', code: 'INTERNAL' },
      },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await findToast("Couldn't log out")).toHaveTextContent('Internal server error. Please try again later.');
    expect(assign).not.toHaveBeenCalled();
  });
});
