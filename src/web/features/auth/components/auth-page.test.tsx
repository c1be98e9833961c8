import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../lib/navigation';
import { makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { findToast, renderWithProviders } from '../../../test/render';
import { AuthPage } from './auth-page';

async function signUpAsAda(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

function renderAuth(path = '/auth') {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
    </Routes>,
    { user: null, path },
  );
}

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, 'assign').mockImplementation(assign);
});

describe('sign in', () => {
  it('shows the required-field messages under each field and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderAuth();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(fetchMock.fn).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and a short password', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderAuth();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchMock.fn).not.toHaveBeenCalled();
  });

  it('signs in and reloads the page at the ?next= path', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/login': { body: makeUser() } });
    const user = userEvent.setup();
    renderAuth('/auth?next=%2Fdomains');

    await user.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/domains'));
    expect(fetchMock.calls[0]).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      credentials: 'include',
      body: { email: 'ada@example.com', password: 'correct horse' },
    });
  });

  it('goes to / when ?next= is not a local path', async () => {
    mockFetch({ 'POST /api/auth/login': { body: makeUser() } });
    const user = userEvent.setup();
    renderAuth('/auth?next=https%3A%2F%2Fevil.example');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it("shows 'Login failed' with the server's message", async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    const user = userEvent.setup();
    renderAuth();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const toast = await findToast('Login failed');
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows server field errors under the fields', async () => {
    mockFetch({
      'POST /api/auth/login': {
        status: 400,
        body: {
          message: 'Please check your input and try again.',
          code: 'VALIDATION_ERROR',
          details: { fieldErrors: { email: ['This email domain is not accepted'] } },
        },
      },
    });
    const user = userEvent.setup();
    renderAuth();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('This email domain is not accepted')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email domain is not accepted');
  });

  it('explains a provider that is not set up on this server', () => {
    mockFetch({});
    renderAuth('/auth?error=provider_unavailable&provider=google');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Google sign-in isn't set up on this server. Sign in with your email and password instead.",
    );
  });

  it('explains a provider sign-in refused for an unverified e-mail address', () => {
    mockFetch({});
    renderAuth('/auth?error=provider_email_unverified&provider=oidc');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Single sign-on didn't confirm that you own this email address, so we can't sign you in with it.",
    );
  });

  it('offers the provider sign-ins and password recovery as links', () => {
    mockFetch({});
    renderAuth();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByRole('link', { name: 'Continue with single sign-on' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('sign up', () => {
  it('shows every registration message, with the sign-up email wording', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderAuth('/auth?mode=signup');

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms')).toBeInTheDocument();
    // only the question whether this is the installation's first account
    expect(fetchMock.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/auth/installation']);
  });

  it('says the first account becomes the administrator only while the installation has none', async () => {
    mockFetch({ 'GET /api/auth/installation': { body: { firstAccountBecomesAdmin: true } } });
    const { unmount } = renderAuth('/auth?mode=signup');
    expect(
      await screen.findByText(/The first account on a new installation becomes its administrator/),
    ).toBeInTheDocument();
    unmount();
    mockFetch({ 'GET /api/auth/installation': { body: { firstAccountBecomesAdmin: false } } });
    renderAuth('/auth?mode=signup');
    await screen.findByRole('button', { name: 'Create account' });
    await waitFor(() => expect(screen.queryByText(/becomes its administrator/)).not.toBeInTheDocument());
  });

  it('links the terms to /legal', () => {
    mockFetch({});
    renderAuth('/auth?mode=signup');
    expect(screen.getByRole('link', { name: 'terms of service and privacy policy' })).toHaveAttribute('href', '/legal');
  });

  it('creates the account, welcomes the user and reloads at /', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/register': { status: 201, body: makeUser() } });
    const user = userEvent.setup();
    renderAuth('/auth?mode=signup');

    await signUpAsAda(user);

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock.calls.find((c) => c.url === '/api/auth/register')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      termsAccepted: true,
    });
    expect(await findToast('Account created')).toHaveTextContent('Welcome to Sitewarden');
  });

  it('keeps a paid plan chosen on the pricing page and goes on to its checkout after signing up', async () => {
    mockFetch({ 'POST /api/auth/register': { status: 201, body: makeUser() } });
    const user = userEvent.setup();
    renderAuth('/auth?mode=signup&plan=pro');
    expect(screen.getByText('Create your account, then continue to the Pro plan.')).toBeInTheDocument();
    // the toggle to sign in keeps the plan, and so do the provider sign-ins (decision 083)
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?plan=pro');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google?plan=pro');
    expect(screen.getByRole('link', { name: 'Continue with single sign-on' })).toHaveAttribute(
      'href',
      '/api/login?plan=pro',
    );

    await signUpAsAda(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing?plan=pro'));
  });

  it('ignores a plan that is not a paid one', () => {
    mockFetch({});
    renderAuth('/auth?mode=signup&plan=free');
    expect(screen.getByText('Start with one domain on the Free plan. No card needed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
  });

  it("shows 'Registration failed' and marks a taken email", async () => {
    mockFetch({
      'POST /api/auth/register': {
        status: 409,
        body: { message: 'An account with this email already exists.', code: 'EMAIL_TAKEN' },
      },
    });
    const user = userEvent.setup();
    renderAuth('/auth?mode=signup');

    await signUpAsAda(user);

    expect(await findToast('Registration failed')).toHaveTextContent('An account with this email already exists.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists.');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('toggling between sign in and sign up', () => {
  it('clears every field and every error, both ways', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAuth('/auth?error=provider_failed&provider=google');

    await user.type(screen.getByLabelText('Email'), 'typed@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Sign in to Sitewarden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('keeps ?next= across the toggle', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAuth('/auth?next=%2Falerts');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Falerts');
  });
});
