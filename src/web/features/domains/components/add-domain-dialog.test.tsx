import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../shared/contracts/auth';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderApp } from '../../../test/render';
import { fill, makeDomain } from '../test-fixtures';

async function openDialog(routes: Record<string, MockRoute | MockReply>, user: User = makeUser()) {
  const fetchMock = mockFetch({ 'GET /api/auth/session': { body: { user } }, ...routes });
  renderApp({ user, path: '/domains' });
  await screen.findByRole('table');
  const events = userEvent.setup();
  await events.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Add Domain' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Domain' }));
  // The form's code loads when the dialog first opens.
  await waitFor(() => expect(dialog.queryByRole('status', { name: 'Loading the form' })).not.toBeInTheDocument());
  return { fetchMock, events, dialog };
}

// The screen's module loads lazily; load it once up front so that the first test does not pay for it.
beforeAll(() => import('./domains-page'));

describe('Add Domain dialog (SPEC §2.9)', () => {
  it('checks the domain name with the messages of SPEC §5', async () => {
    const { events, dialog } = await openDialog({ 'GET /api/domains': { body: { data: [makeDomain()] } } });
    expect(dialog.getByText('Enter without http:// or https://')).toBeInTheDocument();

    await events.click(dialog.getByRole('button', { name: 'Add Domain' }));
    expect(await dialog.findByText('Domain name is required')).toBeInTheDocument();

    await fill(events, dialog.getByLabelText('Domain Name'), 'not a domain');
    await events.click(dialog.getByRole('button', { name: 'Add Domain' }));
    expect(await dialog.findByText('Please enter a valid domain name (e.g., example.com)')).toBeInTheDocument();
  });

  it('adds the domain: disables the form while sending, then closes and refreshes the list and the stats', async () => {
    let release: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (release = resolve));
    let listed = [makeDomain()];
    const { fetchMock, events, dialog } = await openDialog({
      'GET /api/domains': () => ({ body: { data: listed } }),
      'POST /api/domains': async ({ body }) => {
        await sent;
        listed = [...listed, makeDomain({ id: 'd2', name: 'shop.example.org', description: 'Shop' })];
        return { status: 201, body: { ...makeDomain(), id: 'd2', ...(body as object) } };
      },
    });

    await fill(events, dialog.getByLabelText('Domain Name'), 'https://Shop.Example.org/');
    await fill(events, dialog.getByLabelText(/Description/), 'Shop');
    await events.click(dialog.getByRole('button', { name: 'Add Domain' }));

    const submit = await dialog.findByRole('button', { name: /Adding/ });
    expect(submit).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await findToast('Domain Added')).toHaveTextContent('shop.example.org is now being monitored.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Domain' })).not.toBeInTheDocument());
    expect(await screen.findByText('shop.example.org')).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: '/api/domains',
        body: { name: 'shop.example.org', description: 'Shop', httpOnly: false },
      }),
    );
  });

  it('stays open and says why when adding fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events, dialog } = await openDialog({
      'GET /api/domains': { body: { data: [makeDomain({ name: 'other.example.com' })] } },
      'POST /api/domains': {
        status: 409,
        body: { message: 'example.com is already monitored in this workspace.', code: 'DOMAIN_EXISTS' },
      },
    });
    await fill(events, dialog.getByLabelText('Domain Name'), 'example.com');
    await events.click(dialog.getByRole('button', { name: 'Add Domain' }));
    expect(await findToast('Failed to Add Domain', { behindDialog: true })).toHaveTextContent(
      'example.com is already monitored in this workspace.',
    );
    expect(screen.getByRole('dialog', { name: 'Add Domain' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a private address under the name, and sends the HTTP only choice", async () => {
    const message =
      '127.0.0.1:8080 is a loopback address. This installation does not check private addresses: its operator has not allowed them (ALLOW_PRIVATE_TARGETS).';
    const { fetchMock, events, dialog } = await openDialog({
      'GET /api/domains': { body: { data: [makeDomain()] } },
      'POST /api/domains': {
        status: 400,
        body: { message, code: 'PRIVATE_TARGET', details: { fieldErrors: { name: [message] } } },
      },
    });
    await fill(events, dialog.getByLabelText('Domain Name'), '127.0.0.1:8080');
    await events.click(dialog.getByRole('switch', { name: 'HTTP only' }));
    await events.click(dialog.getByRole('button', { name: 'Add Domain' }));
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(fetchMock.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { name: '127.0.0.1:8080', description: null, httpOnly: true } }),
    );
  });

  it('shows the plan-limit notice instead of the form once the plan is full', async () => {
    const { dialog } = await openDialog(
      { 'GET /api/domains': { body: { data: [makeDomain()] } } },
      makeUser({ subscriptionTier: 'free' }),
    );
    expect(
      dialog.getByText("You've reached the limit of 1 domain for your Free plan. Upgrade to monitor more domains."),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute('href', '/billing');
    expect(dialog.queryByLabelText('Domain Name')).not.toBeInTheDocument();
  });

  it("shows the notice when the server refuses for the team owner's plan", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events, dialog } = await openDialog(
      {
        'GET /api/domains': { body: { data: [makeDomain()] } },
        'POST /api/domains': {
          status: 403,
          body: {
            message: "You've reached the limit of 10 domains for your Pro plan. Upgrade to monitor more domains.",
            code: 'PLAN_LIMIT_REACHED',
            details: { limit: 10, plan: 'pro' },
          },
        },
      },
      makeUser({ subscriptionTier: 'free', currentTeamId: '0b0c5f0e-1111-4c4c-8888-000000000001' }),
    );
    await fill(events, dialog.getByLabelText('Domain Name'), 'second.example.com');
    await events.click(dialog.getByRole('button', { name: 'Add Domain' }));
    expect(
      await dialog.findByText(
        "You've reached the limit of 10 domains for your Pro plan. Upgrade to monitor more domains.",
      ),
    ).toBeInTheDocument();
  });
});
