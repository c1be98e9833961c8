import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../../../shared/contracts/status-pages';
import { statusPageMessages } from '../../../../../shared/contracts/status-pages';
import { mockFetch, type MockReply, type MockRoute } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../../test/render';
import { workspaceAs } from '../../../monitors/test-fixtures';
import { COMPONENTS, makeIncident, makePage, PAGE_ID, WEB_COMPONENT } from '../../test-fixtures';
import { IncidentsTab } from './incidents-tab';

const ACTIVE = `GET /api/status-pages/${PAGE_ID}/incidents?state=active&page=1`;
const RESOLVED = (page: number) => `GET /api/status-pages/${PAGE_ID}/incidents?state=resolved&page=${page}`;
const COMPONENTS_LIST = { [`GET /api/status-pages/${PAGE_ID}/components`]: { body: { data: COMPONENTS } } };
const list = (data: Incident[], total = data.length) => ({ body: { data, total } });

function renderTab(
  routes: Record<string, MockRoute | MockReply>,
  role: Parameters<typeof workspaceAs>[0] = 'owner',
  demo = false,
) {
  const fetchMock = mockFetch({ 'GET /api/workspace': workspaceAs(role, demo), ...COMPONENTS_LIST, ...routes });
  const { client } = renderWithProviders(<IncidentsTab page={makePage()} />, {
    user: makeUser({ timezone: 'Europe/Paris' }),
  });
  return { fetchMock, client, events: userEvent.setup() };
}

const resolvedIncident = (n: number) =>
  makeIncident({
    id: `r${n}`,
    title: `Resolved outage ${n}`,
    status: 'resolved',
    impact: 'minor',
    automatic: n === 1,
    resolvedAt: '2026-05-01T12:00:00.000Z',
    updates: [],
  });

describe('the incidents of a status page', { timeout: 20_000 }, () => {
  it('shows open incidents first with their timeline on the profile clock, then resolved ones page by page', async () => {
    const { fetchMock, events } = renderTab({
      [ACTIVE]: list([makeIncident()]),
      [RESOLVED(1)]: list([resolvedIncident(1)], 12),
      [RESOLVED(2)]: list([resolvedIncident(11)], 12),
    });
    const active = within(await screen.findByRole('list', { name: 'Active incidents' }));
    const item = within(active.getByRole('listitem', { name: 'Checkout is slow' }));
    expect(item.getByText('Major')).toBeInTheDocument();
    expect(item.getByText('Affects API')).toBeInTheDocument();
    const timeline = within(item.getByRole('list', { name: 'Timeline of Checkout is slow' }));
    const steps = timeline.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    // the text as the public page shows it: its Markdown rendered by the server
    expect(steps[0]).toHaveTextContent('A database index is missing.');
    expect(within(steps[0]!).getByText('index').tagName).toBe('STRONG');
    expect(within(steps[0]!).getByText('Subscribers not notified')).toBeInTheDocument();
    expect(within(steps[1]!).queryByText('Subscribers not notified')).not.toBeInTheDocument();
    expect(item.getByRole('link', { name: /Public page of this incident/ })).toHaveAttribute(
      'href',
      'https://sitewarden.test/public/status/acme/incidents/i1',
    );
    // 10:30 UTC in June is 12:30 in Paris (CEST), the profile's zone
    expect(within(steps[0]!).getByText(/12:30 CEST/)).toBeInTheDocument();

    const resolved = within(screen.getByRole('list', { name: 'Resolved incidents' }));
    expect(resolved.getByText('Opened automatically')).toBeInTheDocument();
    expect(resolved.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Older/ }));
    expect(await screen.findByText('Resolved outage 11')).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.endsWith('state=resolved&page=2'))).toBe(true);
    expect(screen.getByRole('button', { name: /Older/ })).toBeDisabled();
  });

  it('pages through open incidents when more are open than a page holds', async () => {
    const open = (n: number) => makeIncident({ id: `a${n}`, title: `Open outage ${n}` });
    const { fetchMock, events } = renderTab({
      [ACTIVE]: list([open(1)], 11),
      [`GET /api/status-pages/${PAGE_ID}/incidents?state=active&page=2`]: list([open(11)], 11),
      [RESOLVED(1)]: list([]),
    });
    const pager = within(await screen.findByRole('navigation', { name: 'Pages of active incidents' }));
    await events.click(pager.getByRole('button', { name: /Older/ }));
    expect(await screen.findByRole('listitem', { name: 'Open outage 11' })).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.url.endsWith('state=active&page=2'))).toBe(true);
  });

  it('says what incidents are for when there is none', async () => {
    renderTab({ [ACTIVE]: list([]), [RESOLVED(1)]: list([]) });
    expect(await screen.findByRole('heading', { name: 'No incidents yet' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Report incident' })).toBeInTheDocument();
  });

  it('reports an incident with the chosen impact, stage, components and notice, after showing what is missing', async () => {
    let incidents: Incident[] = [];
    const { fetchMock, events } = renderTab({
      [ACTIVE]: () => list(incidents),
      [RESOLVED(1)]: list([]),
      [`POST /api/status-pages/${PAGE_ID}/incidents`]: ({ body }) => {
        const input = body as Pick<Incident, 'title' | 'status' | 'impact' | 'affectedComponents'>;
        incidents = [makeIncident({ id: 'new', ...input, updates: [] })];
        return { status: 201, body: incidents[0] };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Report incident' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report incident' }));
    await events.click(await dialog.findByRole('button', { name: 'Report incident' }));
    expect(await dialog.findByText(statusPageMessages.incidentTitleRequired)).toBeInTheDocument();
    expect(dialog.getByText(statusPageMessages.messageRequired)).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);

    await events.type(dialog.getByLabelText('Title'), 'Website down');
    await events.selectOptions(dialog.getByLabelText('Impact'), 'critical');
    await events.selectOptions(dialog.getByLabelText('Status'), 'identified');
    await events.type(dialog.getByLabelText('Message'), 'The **load balancer** lost its certificate.');
    expect(dialog.getByText(/Markdown works/)).toBeInTheDocument();
    await events.click(dialog.getByRole('checkbox', { name: 'Website' }));
    await events.click(dialog.getByRole('switch', { name: 'Notify subscribers' }));
    await events.click(dialog.getByRole('button', { name: 'Report incident' }));

    await findToast('Incident reported');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Website down',
      impact: 'critical',
      status: 'identified',
      message: 'The **load balancer** lost its certificate.',
      affectedComponents: [WEB_COMPONENT],
      deliverNotifications: false,
    });
    expect(await screen.findByRole('listitem', { name: 'Website down' })).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server refusal under its field', async () => {
    const { events } = renderTab({
      [ACTIVE]: list([makeIncident()]),
      [RESOLVED(1)]: list([]),
      'POST /api/incidents/i1/updates': {
        status: 400,
        body: {
          message: 'Invalid input',
          code: 'VALIDATION_ERROR',
          details: { fieldErrors: { message: ['An update must be at most 10,000 characters'] } },
        },
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Post update' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Post update' }));
    await events.type(await dialog.findByLabelText('Message'), 'Still looking.');
    await events.click(dialog.getByRole('button', { name: 'Post update' }));
    expect(await dialog.findByText('An update must be at most 10,000 characters')).toBeInTheDocument();
    expect(dialog.getByLabelText('Message')).toHaveValue('Still looking.');
  });

  it('posts an update with its stage and resolves an incident with an update marked resolved', async () => {
    let incident = makeIncident();
    const { fetchMock, events } = renderTab({
      [ACTIVE]: () => list(incident.status === 'resolved' ? [] : [incident]),
      [RESOLVED(1)]: () => list(incident.status === 'resolved' ? [incident] : []),
      'POST /api/incidents/i1/updates': ({ body }) => {
        const input = body as { status: Incident['status']; message: string };
        incident = {
          ...incident,
          status: input.status,
          resolvedAt: input.status === 'resolved' ? '2026-06-15T12:00:00.000Z' : null,
          updates: [
            {
              id: `u${incident.updates.length + 1}`,
              ...input,
              messageHtml: `<p>${input.message}</p>`,
              deliverNotifications: true,
              authorName: 'Ada Lovelace',
              createdAt: '2026-06-15T12:00:00.000Z',
            },
            ...incident.updates,
          ],
        };
        return { status: 201, body: incident };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Post update' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Post update' }));
    expect(await dialog.findByLabelText('Status')).toHaveValue('identified');
    await events.selectOptions(dialog.getByLabelText('Status'), 'monitoring');
    await events.type(dialog.getByLabelText('Message'), 'A fix is out; watching the figures.');
    await events.click(dialog.getByRole('button', { name: 'Post update' }));
    await findToast('Update posted');
    expect(fetchMock.calls.filter((c) => c.method === 'POST')[0]?.body).toEqual({
      status: 'monitoring',
      message: 'A fix is out; watching the figures.',
      deliverNotifications: true,
    });
    expect(await screen.findByText('A fix is out; watching the figures.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Resolve' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Resolve incident' }));
    expect(await dialog.findByLabelText('Status')).toHaveValue('resolved');
    await events.click(dialog.getByRole('button', { name: 'Resolve incident' }));
    await findToast('Incident resolved');
    expect(fetchMock.calls.filter((c) => c.method === 'POST')[1]?.body).toEqual({
      status: 'resolved',
      message: 'This incident has been resolved.',
      deliverNotifications: true,
    });
    const resolved = within(await screen.findByRole('list', { name: 'Resolved incidents' }));
    expect(resolved.getByRole('listitem', { name: 'Checkout is slow' })).toBeInTheDocument();
    expect(screen.getByText('No open incident: the page shows none.')).toBeInTheDocument();
  });

  it('deletes an incident only after confirming', async () => {
    let incidents = [makeIncident(), makeIncident({ id: 'i2', title: 'Login errors' })];
    const { fetchMock, events } = renderTab({
      [ACTIVE]: () => list(incidents),
      [RESOLVED(1)]: list([]),
      'DELETE /api/incidents/i1': () => {
        incidents = incidents.filter((i) => i.id !== 'i1');
        return { status: 204 };
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Delete Checkout is slow' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this incident?' }));
    await events.click(confirm.getByRole('button', { name: 'Delete incident' }));
    await findToast('Incident deleted');
    expect(fetchMock.calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/incidents/i1']);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Checkout is slow' })).not.toBeInTheDocument());
  });

  it('offers a viewer no action', async () => {
    const { client } = renderTab({ [ACTIVE]: list([makeIncident()]), [RESOLVED(1)]: list([]) }, 'viewer');
    const active = await screen.findByRole('list', { name: 'Active incidents' });
    await waitFor(() => expect(client.getQueryState(['/api/workspace'])?.status).toBe('success'));
    expect(within(active).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Report incident' })).not.toBeInTheDocument();
  });

  it('disables every action in the demo', async () => {
    renderTab({ [ACTIVE]: list([makeIncident()]), [RESOLVED(1)]: list([]) }, 'owner', true);
    const report = await screen.findByRole('button', { name: 'Report incident' });
    await waitFor(() => expect(report).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Checkout is slow' })).toBeDisabled();
  });

  it('offers Retry when the incidents cannot be loaded', async () => {
    renderTab({ [ACTIVE]: { status: 500, body: { message: 'Boom', code: 'INTERNAL' } }, [RESOLVED(1)]: list([]) });
    expect(await screen.findByText("Couldn't load the incidents")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
