import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { workspaceAs } from '../../monitors/test-fixtures';
import { makePage, makePageList } from '../test-fixtures';
import { StatusPagesPage } from './status-pages-page';

const LIST = 'GET /api/status-pages';

function renderList(
  routes: Record<string, MockRoute | MockReply>,
  role: Parameters<typeof workspaceAs>[0] = 'owner',
  demo = false,
) {
  // the maintenance section below the list loads its own windows
  const fetchMock = mockFetch({
    'GET /api/workspace': workspaceAs(role, demo),
    'GET /api/maintenance-windows': { body: { data: [] } },
    ...routes,
  });
  const result = renderWithProviders(<StatusPagesPage />, { user: makeUser(), path: '/status-pages' });
  return { ...result, fetchMock, events: userEvent.setup() };
}

describe('the status pages list', { timeout: 20_000 }, () => {
  it("shows each page's state, public address, counts and Edit, with the plan's usage", async () => {
    renderList({
      [LIST]: {
        body: makePageList([
          makePage(),
          makePage({
            id: '5a7e0000-0000-4000-8000-000000000002',
            name: 'Internal tools',
            slug: 'tools',
            publicUrl: 'https://sitewarden.test/public/status/tools',
            isPublic: false,
            indicator: 'none',
            componentCount: 1,
            subscriberCount: 0,
            activeIncidentCount: 0,
          }),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Status pages' });
    const acme = within(within(list).getByRole('listitem', { name: 'Acme status' }));
    expect(acme.getByText('Minor Service Outage')).toBeInTheDocument();
    const link = acme.getByRole('link', { name: /sitewarden\.test\/public\/status\/acme/ });
    expect(link).toHaveAttribute('href', 'https://sitewarden.test/public/status/acme');
    expect(link).toHaveAttribute('target', '_blank');
    expect(acme.getByText('2 components · 14 subscribers · 1 active incident')).toBeInTheDocument();
    expect(await acme.findByRole('link', { name: 'Edit Acme status' })).toHaveAttribute(
      'href',
      '/status-pages/5a7e0000-0000-4000-8000-000000000001',
    );

    const tools = within(within(list).getByRole('listitem', { name: 'Internal tools' }));
    expect(tools.getByText('All Systems Operational')).toBeInTheDocument();
    expect(tools.getByText('Private')).toBeInTheDocument();
    expect(tools.getByText('1 component · 0 subscribers · 0 active incidents')).toBeInTheDocument();

    expect(screen.getByText(/status pages on your plan/)).toHaveTextContent('2 of 3 status pages on your plan');
    expect(await screen.findByRole('button', { name: 'Create status page' })).toBeEnabled();
  });

  it('claims no state for a page without components, unless an incident is posted on it', async () => {
    renderList({
      [LIST]: {
        body: makePageList([
          makePage({ id: '5a7e0000-0000-4000-8000-000000000003', name: 'Empty', indicator: 'none', componentCount: 0 }),
          makePage({
            id: '5a7e0000-0000-4000-8000-000000000004',
            name: 'Announced',
            indicator: 'major',
            componentCount: 0,
          }),
        ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Status pages' });
    const empty = within(within(list).getByRole('listitem', { name: 'Empty' }));
    expect(empty.getByText('No components yet')).toBeInTheDocument();
    expect(empty.queryByText('All Systems Operational')).not.toBeInTheDocument();
    const announced = within(within(list).getByRole('listitem', { name: 'Announced' }));
    expect(announced.getByText('Partial System Outage')).toBeInTheDocument();
  });

  it('says what to do next when there is no page yet', async () => {
    renderList({ [LIST]: { body: makePageList([], { limit: 1 }) } });
    expect(await screen.findByRole('heading', { name: 'No status pages yet' })).toBeInTheDocument();
    expect(screen.getByText(/choose which domains and monitors it shows/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create status page' })).toBeInTheDocument();
    expect(screen.getByText(/status page on your plan/)).toHaveTextContent('0 of 1 status page on your plan');
  });

  it("says the plan's limit is reached, with the upgrade link, instead of offering Create", async () => {
    renderList({ [LIST]: { body: makePageList([makePage()], { limit: 1 }) } });
    expect(await screen.findByText('Status page limit reached')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade plan/ })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'Create status page' })).not.toBeInTheDocument();
  });

  it('offers a viewer no action', async () => {
    const { client } = renderList({ [LIST]: { body: makePageList([makePage()]) } }, 'viewer');
    const list = await screen.findByRole('list', { name: 'Status pages' });
    await waitFor(() => expect(client.getQueryState(['/api/workspace'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Create status page' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open Acme status' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('disables Create in the read-only demo, saying why', async () => {
    renderList({ [LIST]: { body: makePageList([makePage()]) } }, 'owner', true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create status page' })).toBeDisabled());
    // the reason wraps the button itself (the maintenance section below has its own)
    expect(
      screen.getByRole('button', { name: 'Create status page' }).closest('[data-demo-disabled]'),
    ).toHaveAccessibleName(/Disabled in the demo workspace/);
  });

  it('says the list could not be loaded and loads it again on Retry', async () => {
    let fail = true;
    const { events } = renderList({
      [LIST]: () =>
        fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { body: makePageList([makePage()]) },
    });
    expect(await screen.findByRole('heading', { name: "Couldn't load the status pages" })).toBeInTheDocument();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Acme status' })).toBeInTheDocument();
  });
});
