import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contracts/auth';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { MobileNav } from './mobile-nav';

function renderMobileNav(user: User, attentionAlertCount?: number) {
  return renderWithProviders(
    <MobileNav user={user} attentionAlertCount={attentionAlertCount} onLogout={vi.fn()} logoutPending={false} />,
  );
}

describe('mobile menu (SPEC §2.4)', () => {
  it('opens a drawer with the initials, display name, e-mail and the navigation', async () => {
    const user = userEvent.setup();
    renderMobileNav(makeUser({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' }));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('GH')).toBeInTheDocument();
    expect(within(drawer).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(drawer).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Domains' })).toHaveAttribute('href', '/domains');
    expect(within(drawer).getByRole('link', { name: 'Sitewarden dashboard' })).toBeInTheDocument();
  });

  it('falls back to the e-mail for the name and its first letter for the initials', async () => {
    const user = userEvent.setup();
    renderMobileNav(makeUser({ firstName: null, lastName: null, email: 'ops@example.com' }));

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('ops')).toBeInTheDocument();
    expect(within(drawer).getByText('O')).toBeInTheDocument();
  });

  it('uses the first name alone when there is no last name', async () => {
    const user = userEvent.setup();
    renderMobileNav(makeUser({ firstName: 'Grace', lastName: null, email: 'grace@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Grace')).toBeInTheDocument();
    expect(within(drawer).getByText('G')).toBeInTheDocument();
  });

  it('caps the button badge at 9+ and the Alerts entry at 99+', async () => {
    const user = userEvent.setup();
    renderMobileNav(makeUser(), 120);

    const button = screen.getByRole('button', { name: 'Open menu, alerts: 9+ need attention' });
    expect(button).toHaveTextContent('9+');
    await user.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: /Alerts/ })).toHaveTextContent('99+');
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    renderMobileNav(makeUser());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Scanner' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('hides Partner API on the free plan', async () => {
    const user = userEvent.setup();
    renderMobileNav(makeUser({ subscriptionTier: 'free' }));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'Partner API' })).not.toBeInTheDocument();
  });
});
