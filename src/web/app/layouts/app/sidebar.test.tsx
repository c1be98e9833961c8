import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { Sidebar } from './sidebar';

function renderSidebar(tier: SubscriptionTier, attentionAlertCount?: number, path = '/') {
  return renderWithProviders(
    <Sidebar
      user={makeUser({ subscriptionTier: tier })}
      attentionAlertCount={attentionAlertCount}
      onLogout={vi.fn()}
      logoutPending={false}
    />,
    { path },
  );
}

const appNav = () => within(screen.getByRole('navigation', { name: 'App' }));

describe('signed-in sidebar (SPEC §2.4)', () => {
  it('lists exactly the entries, in order, with their paths', () => {
    renderSidebar('pro');
    const links = appNav()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/'],
      ['Scanner', '/scanner'],
      ['Domains', '/domains'],
      ['Performance', '/performance'],
      ['Analytics', '/analytics'],
      ['Alerts', '/alerts'],
      ['Alert Thresholds', '/alert-thresholds'],
      ['Trends', '/trends'],
      ['Benchmarking', '/benchmarking'],
      ['Status Pages', '/status-pages'],
      ['Partner API', '/partner-api'],
      ['Billing', '/billing'],
    ]);
  });

  it('hides Partner API from the free plan', () => {
    renderSidebar('free');
    expect(appNav().queryByRole('link', { name: /Partner API/ })).not.toBeInTheDocument();
    expect(appNav().getAllByRole('link')).toHaveLength(11);
  });

  it.each(['pro', 'agency', 'enterprise'] as const)('shows Partner API on %s', (tier) => {
    renderSidebar(tier);
    expect(appNav().getByRole('link', { name: 'Partner API' })).toHaveAttribute('href', '/partner-api');
  });

  it('has Settings, Profile and Log out at the bottom', () => {
    renderSidebar('pro');
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(account.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('marks the current page', () => {
    renderSidebar('pro', undefined, '/domains');
    expect(appNav().getByRole('link', { name: 'Domains' })).toHaveAttribute('aria-current', 'page');
    expect(appNav().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows no badge without a count', () => {
    renderSidebar('pro');
    expect(appNav().getByRole('link', { name: 'Alerts' })).toHaveTextContent(/^Alerts$/);
  });

  it('shows the count of alerts needing attention on Alerts, capped at 99+', () => {
    renderSidebar('pro', 150);
    const alerts = appNav().getByRole('link', { name: /^Alerts,/ });
    expect(alerts).toHaveAccessibleName('Alerts, 99+ need attention');
    expect(alerts).toHaveTextContent('99+');
  });

  it('shows small counts as they are', () => {
    renderSidebar('pro', 7);
    expect(appNav().getByRole('link', { name: /^Alerts/ })).toHaveTextContent('7');
    renderSidebar('pro', 1);
    expect(screen.getAllByRole('link', { name: 'Alerts, 1 needs attention' })).toHaveLength(1);
  });

  it("names the personal workspace and shows the user's name and e-mail", () => {
    renderSidebar('pro');
    expect(screen.getByText('Personal workspace')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });
});
