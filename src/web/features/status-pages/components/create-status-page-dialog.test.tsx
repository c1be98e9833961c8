import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { statusPageMessages } from '../../../../shared/contracts/status-pages';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { fill } from '../../domains/test-fixtures';
import { workspaceAs } from '../../monitors/test-fixtures';
import { makePage, makePageList } from '../test-fixtures';
import { StatusPagesPage } from './status-pages-page';

function renderList(routes: Record<string, MockRoute | MockReply>) {
  const fetchMock = mockFetch({
    'GET /api/workspace': workspaceAs('owner'),
    'GET /api/status-pages': { body: makePageList([], { limit: 3 }) },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/status-pages" element={<StatusPagesPage />} />
      <Route path="/status-pages/:id" element={<p>Editor of the new page</p>} />
    </Routes>,
    { user: makeUser(), path: '/status-pages' },
  );
  return { fetchMock, events: userEvent.setup() };
}

async function openDialog(events: ReturnType<typeof userEvent.setup>) {
  await events.click(await screen.findByRole('button', { name: 'Create status page' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create status page' }));
  await dialog.findByLabelText('Name');
  return dialog;
}

describe('the Create status page dialog', { timeout: 20_000 }, () => {
  it('previews the public address from the name, then from the slug typed', async () => {
    const { events } = renderList({});
    const dialog = await openDialog(events);
    await fill(events, dialog.getByLabelText('Name'), 'Acme Status');
    expect(dialog.getByTestId('public-address-preview')).toHaveTextContent('/public/status/acme-status');
    await fill(events, dialog.getByLabelText(/Address/), 'acme');
    expect(dialog.getByTestId('public-address-preview')).toHaveTextContent('/public/status/acme');
  });

  it('checks the fields before sending: a name is required, a slug follows the rule', async () => {
    const { fetchMock, events } = renderList({});
    const dialog = await openDialog(events);
    await fill(events, dialog.getByLabelText(/Address/), 'Not a slug!');
    await events.click(dialog.getByRole('button', { name: 'Create status page' }));
    expect(await dialog.findByText(statusPageMessages.nameRequired)).toBeInTheDocument();
    expect(dialog.getByText(statusPageMessages.slugInvalid)).toBeInTheDocument();
    await events.clear(dialog.getByLabelText(/Address/));
    await fill(events, dialog.getByLabelText(/Address/), 'api');
    await events.click(dialog.getByRole('button', { name: 'Create status page' }));
    expect(await dialog.findByText(statusPageMessages.slugReserved)).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal under its field and keeps everything typed", async () => {
    const { fetchMock, events } = renderList({
      'POST /api/status-pages': {
        status: 409,
        body: { message: statusPageMessages.slugTaken, code: 'CONFLICT', details: { field: 'slug' } },
      },
    });
    const dialog = await openDialog(events);
    await fill(events, dialog.getByLabelText('Name'), 'Acme Status');
    await fill(events, dialog.getByLabelText(/Address/), 'acme');
    await events.click(dialog.getByRole('switch', { name: 'Public' }));
    await fill(events, await dialog.findByLabelText(/Password for visitors/), 'secret-words');
    await events.click(dialog.getByRole('button', { name: 'Create status page' }));

    expect(await dialog.findByText(statusPageMessages.slugTaken)).toBeInTheDocument();
    expect(dialog.getByLabelText(/Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Name')).toHaveValue('Acme Status');
    expect(dialog.getByLabelText(/Address/)).toHaveValue('acme');
    expect(dialog.getByLabelText(/Password for visitors/)).toHaveValue('secret-words');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Acme Status',
      slug: 'acme',
      isPublic: false,
      password: 'secret-words',
    });
  });

  it("says the plan's limit when the server refuses for it, with the upgrade link", async () => {
    const { events } = renderList({
      'POST /api/status-pages': {
        status: 403,
        body: { message: 'The Free plan allows 1 status page.', code: 'PLAN_LIMIT_REACHED' },
      },
    });
    const dialog = await openDialog(events);
    await fill(events, dialog.getByLabelText('Name'), 'Second page');
    await events.click(dialog.getByRole('button', { name: 'Create status page' }));
    expect(await dialog.findByText('Status page limit reached')).toBeInTheDocument();
    expect(dialog.getByText('The Free plan allows 1 status page.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: /Upgrade plan/ })).toHaveAttribute('href', '/billing');
  });

  it('offers automatic incidents, on by default, and sends the choice', async () => {
    const { fetchMock, events } = renderList({ 'POST /api/status-pages': { body: makePage({ componentCount: 0 }) } });
    const dialog = await openDialog(events);
    const auto = dialog.getByRole('switch', { name: 'Automatic incidents' });
    expect(auto).toBeChecked();
    expect(dialog.getByText(/An outage opens an incident on the page and tells its subscribers/)).toBeInTheDocument();
    await fill(events, dialog.getByLabelText('Name'), 'Quiet status');
    await events.click(auto);
    await events.click(dialog.getByRole('button', { name: 'Create status page' }));
    expect(await screen.findByText('Editor of the new page')).toBeInTheDocument();
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Quiet status',
      autoIncidents: false,
    });
  });

  it('creates the page and opens its editor', async () => {
    const { fetchMock, events } = renderList({ 'POST /api/status-pages': { body: makePage({ componentCount: 0 }) } });
    const dialog = await openDialog(events);
    await fill(events, dialog.getByLabelText('Name'), 'Acme status');
    await events.click(dialog.getByRole('button', { name: 'Create status page' }));
    expect(await screen.findByText('Editor of the new page')).toBeInTheDocument();
    const post = fetchMock.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Acme status', isPublic: true, autoIncidents: true });
    // no slug typed: the server makes it from the name; no password for a public page
    expect(post?.body).not.toHaveProperty('slug');
    expect(post?.body).not.toHaveProperty('password');
  });
});
