import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailVerification } from '../../../../shared/contracts/auth';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { EmailVerificationBanner } from './email-verification-banner';

const waiting: EmailVerification = {
  email: 'ada@example.com',
  emailVerified: false,
  pendingEmail: null,
  mailKeptInOutbox: false,
};

function renderBanner(emailVerified: boolean) {
  return renderWithProviders(<SessionGate>{() => <EmailVerificationBanner />}</SessionGate>, {
    user: makeUser({ emailVerified }),
    path: '/domains',
  });
}

describe('the e-mail confirmation banner', () => {
  it('asks an unconfirmed account to confirm, resends the link, and says when the limit is reached', async () => {
    let resends = 0;
    const fetchMock = mockFetch({
      'GET /api/auth/email-verification': { body: waiting },
      'POST /api/auth/email-verification/resend': () =>
        ++resends === 1
          ? { status: 202, body: waiting }
          : {
              status: 429,
              body: {
                message: 'Too many requests. Try again in 840 seconds.',
                code: 'RATE_LIMITED',
                details: { retryAfter: 840 },
              },
            },
    });
    const user = userEvent.setup();
    renderBanner(false);
    expect(await screen.findByText('Confirm your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/alert e-mails are not\s+sent there/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change e-mail' })).toHaveAttribute('href', '/profile#email');

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await findToast('Link sent');
    expect(fetchMock.calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(/Try again in/)).toBeInTheDocument();
  });

  it('names the new address waiting, and tells where the link is when mail stays in the outbox', async () => {
    mockFetch({
      'GET /api/auth/email-verification': {
        body: { ...waiting, pendingEmail: 'grace@example.org', mailKeptInOutbox: true },
      },
    });
    renderBanner(false);
    expect(await screen.findByText('grace@example.org')).toBeInTheDocument();
    expect(screen.getByText(/ask an administrator for the link/)).toBeInTheDocument();
  });

  it('shows nothing, and asks nothing, once the address is confirmed', () => {
    const fetchMock = mockFetch({});
    renderBanner(true);
    expect(screen.queryByText('Confirm your e-mail address.')).not.toBeInTheDocument();
    expect(fetchMock.calls).toEqual([]);
  });
});
