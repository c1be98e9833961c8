import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../../shared/contracts/profile';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...makeUser(), hasPassword: true, ownedTeams: [], ...overrides };
}

function renderProfile() {
  return renderWithProviders(<SessionGate>{() => <ProfilePage />}</SessionGate>, {
    user: makeUser(),
    path: '/profile',
  });
}

// Typing through whole forms in jsdom is slow on a busy two-core machine.
describe('/profile', () => {
  it('checks the names by SPEC §5 before sending, and sends blank as absent', async () => {
    const fetchMock = mockFetch({
      'GET /api/profile': { body: makeProfile() },
      'PATCH /api/profile': ({ body }) => ({ body: makeProfile(body as Partial<Profile>) }),
    });
    const user = userEvent.setup();
    renderProfile();
    const first = await screen.findByLabelText(/First name/);
    const last = screen.getByLabelText(/Last name/);
    expect(first).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    await user.clear(first);
    await user.type(first, 'A');
    await user.clear(last);
    await user.type(last, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name too long')).toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.clear(first);
    await user.type(first, '  Grace ');
    await user.clear(last);
    await user.type(last, '   ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await findToast('Profile updated');
    expect(fetchMock.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ firstName: 'Grace', lastName: null });
  });

  it('asks for the new password twice and shows a wrong current password under its field', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      'GET /api/profile': { body: makeProfile() },
      'POST /api/profile/password': {
        status: 400,
        body: {
          message: 'Current password is incorrect',
          code: 'WRONG_PASSWORD',
          details: { fieldErrors: { currentPassword: ['Current password is incorrect'] } },
        },
      },
    });
    const user = userEvent.setup();
    renderProfile();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'old-password');
    await user.type(within(form).getByLabelText('New password'), 'new-password');
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-passwork');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'new-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password',
    });
  });

  it('blocks deleting the account of a team owner and names the teams', async () => {
    mockFetch({
      'GET /api/profile': { body: makeProfile({ ownedTeams: [{ id: 't1', name: 'Acme Ops', slug: 'acme-ops' }] }) },
    });
    renderProfile();
    expect(
      await screen.findByText(
        'You own the team Acme Ops. Transfer ownership or delete it before deleting your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acme Ops settings' })).toHaveAttribute('href', '/teams/acme-ops/settings');
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeDisabled();
  });

  it('deletes the account once the e-mail is typed and the password given', async () => {
    const fetchMock = mockFetch({
      'GET /api/profile': { body: makeProfile() },
      'DELETE /api/profile': { status: 204 },
    });
    const { browserNavigation } = await import('../../../lib/navigation');
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.type(within(dialog).getByLabelText(/to confirm/), 'someone@else.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('That is not the e-mail address of this account')).toBeInTheDocument();
    expect(within(dialog).getByText('Current password is required')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/to confirm/));
    await user.type(within(dialog).getByLabelText(/to confirm/), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Current password'), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock.calls.find((c) => c.method === 'DELETE')?.body).toEqual({
      email: 'ada@example.com',
      password: 'my-password',
    });
  });

  it('shows the load error with a retry', async () => {
    mockFetch({ 'GET /api/profile': { status: 500, body: { message: 'Boom', code: 'INTERNAL_ERROR' } } });
    renderProfile();
    expect(await screen.findByText("Couldn't load your profile")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
