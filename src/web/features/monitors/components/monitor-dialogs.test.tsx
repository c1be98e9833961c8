import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Monitor } from '../../../../shared/contracts/monitors';
import { monitorMessages } from '../../../../shared/contracts/monitors';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { formMessages } from '../lib/monitor-form';
import { DOMAIN_ID, makeHeartbeat, makeList, makeMonitor, workspaceAs } from '../test-fixtures';
import { MonitorsPanel } from './monitors-panel';

const LIST = `GET /api/domains/${DOMAIN_ID}/monitors`;
const CREATE = `POST /api/domains/${DOMAIN_ID}/monitors`;

async function fill(events: UserEvent, field: HTMLElement, text: string) {
  await events.clear(field);
  if (text) {
    await events.click(field);
    await events.paste(text);
  }
}

function renderPanel(routes: Record<string, MockRoute | MockReply>) {
  const fetchMock = mockFetch({ 'GET /api/workspace': workspaceAs('member'), ...routes });
  renderWithProviders(<MonitorsPanel domainId={DOMAIN_ID} domainName="example.com" />, { user: makeUser() });
  return { fetchMock, events: userEvent.setup() };
}

/** Opens Add Monitor and picks a type. */
async function openAdd(routes: Record<string, MockRoute | MockReply>, typeLabel: string) {
  const rendered = renderPanel({ [LIST]: { body: makeList([]) }, ...routes });
  await rendered.events.click(await screen.findByRole('button', { name: 'Add Monitor' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Monitor' }));
  const types = within(await dialog.findByRole('group', { name: 'Monitor type' }));
  await rendered.events.click(types.getByRole('button', { name: typeLabel }));
  await dialog.findByRole('form', { name: 'Add Monitor' });
  return { ...rendered, dialog };
}

const submit = (events: UserEvent, dialog: ReturnType<typeof within>, name = 'Add Monitor') =>
  events.click(dialog.getByRole('button', { name }));

describe('Add Monitor', { timeout: 20_000 }, () => {
  it('offers every type as a card, then checks the fields with clear messages', async () => {
    renderPanel({ [LIST]: { body: makeList([]) } });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Add Monitor' }));
    const types = within(await screen.findByRole('group', { name: 'Monitor type' }));
    expect(types.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^HTTP\(S\) endpoint/),
      expect.stringMatching(/^Keyword/),
      expect.stringMatching(/^JSON assertion/),
      expect.stringMatching(/^TCP port/),
      expect.stringMatching(/^Heartbeat/),
      expect.stringMatching(/^DNS record/),
    ]);
    await events.click(types.getByRole('button', { name: 'HTTP(S) endpoint' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add Monitor' }));
    await dialog.findByRole('form', { name: 'Add Monitor' });
    expect(dialog.getByLabelText('URL')).toHaveValue('https://example.com/');

    await fill(events, dialog.getByLabelText('URL'), 'ftp://example.com');
    await fill(events, dialog.getByLabelText('Expected status codes'), '200, abc');
    await fill(events, dialog.getByLabelText(/Alert after/), 'soon');
    await events.click(dialog.getByRole('switch', { name: /Alert through the workspace's channels/ }));
    await submit(events, dialog);
    expect(await dialog.findByText(monitorMessages.nameRequired)).toBeInTheDocument();
    expect(dialog.getByText(monitorMessages.urlInvalid)).toBeInTheDocument();
    expect(dialog.getByText(monitorMessages.statusInvalid)).toBeInTheDocument();
    expect(dialog.getByText(formMessages.downtimeInvalid)).toBeInTheDocument();
    expect(dialog.getByText(formMessages.channelsEmpty)).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal under its field, keeps everything typed, then adds the monitor", async () => {
    let attempts = 0;
    const { fetchMock, events, dialog } = await openAdd(
      {
        [CREATE]: ({ body }) => {
          attempts += 1;
          if (attempts === 1)
            return {
              status: 400,
              body: {
                message: 'The URL must be on example.com or its subdomains',
                code: 'VALIDATION_ERROR',
                details: { fieldErrors: { 'settings.url': ['The URL must be on example.com or its subdomains'] } },
              },
            };
          return { status: 201, body: makeMonitor({ ...(body as Partial<Monitor>), id: 'm9' }) };
        },
      },
      'HTTP(S) endpoint',
    );
    await fill(events, dialog.getByLabelText('Name'), 'Checkout API');
    await fill(events, dialog.getByLabelText('URL'), 'https://other.org/health');
    await events.selectOptions(dialog.getByLabelText('Method'), 'POST');
    await fill(events, dialog.getByLabelText(/Body/), '{"ping":true}');
    await submit(events, dialog);

    expect(await dialog.findByText('The URL must be on example.com or its subdomains')).toBeInTheDocument();
    expect(dialog.getByLabelText('URL')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByLabelText('Name')).toHaveValue('Checkout API');
    expect(dialog.getByLabelText('URL')).toHaveValue('https://other.org/health');
    expect(dialog.getByLabelText(/Body/)).toHaveValue('{"ping":true}');

    await fill(events, dialog.getByLabelText('URL'), 'https://api.example.com:8443/health');
    await submit(events, dialog);
    expect(await findToast('Monitor Added', { behindDialog: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Monitor' })).not.toBeInTheDocument());
    expect(fetchMock.calls.filter((c) => c.method === 'POST').at(-1)!.body).toEqual({
      type: 'endpoint',
      name: 'Checkout API',
      intervalSeconds: 300,
      downtimeMinutes: null,
      alertChannels: null,
      isActive: true,
      settings: {
        url: 'https://api.example.com:8443/health',
        method: 'POST',
        headers: [],
        body: '{"ping":true}',
        expectedStatus: ['200-299'],
        followRedirects: true,
        auth: { kind: 'none' },
      },
    });
  });

  it('keeps what was typed when the type changes, and never offers an interval below the plan minimum', async () => {
    const list = makeList([], {
      minIntervalSeconds: { endpoint: 300, keyword: 300, json: 300, tcp: 3600, heartbeat: 60, 'dns-record': 300 },
    });
    const { events, dialog } = await openAdd({ [LIST]: { body: list } }, 'HTTP(S) endpoint');
    await fill(events, dialog.getByLabelText('Name'), 'Mail server');
    await events.click(dialog.getByRole('button', { name: 'Change type' }));
    await events.click(
      within(dialog.getByRole('group', { name: 'Monitor type' })).getByRole('button', { name: 'TCP port' }),
    );
    await dialog.findByRole('form', { name: 'Add Monitor' });
    expect(dialog.getByText('TCP port', { selector: 'span' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Name')).toHaveValue('Mail server');
    expect(dialog.queryByLabelText('URL')).not.toBeInTheDocument();
    const interval = dialog.getByLabelText('Check every');
    const offered = within(interval)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered[0]).toBe('1 hour');
    expect(offered).not.toContain('5 minutes');
    expect(interval).toHaveValue('3600');

    await fill(events, dialog.getByLabelText('Host'), 'mail.example.com');
    await submit(events, dialog);
    expect(await dialog.findByText(monitorMessages.portInvalid)).toBeInTheDocument();
  });

  it('adds a TCP monitor that upgrades a mail port with STARTTLS, the protocol chosen by the port', async () => {
    const { fetchMock, events, dialog } = await openAdd(
      { [CREATE]: ({ body }) => ({ status: 201, body: makeMonitor({ ...(body as Partial<Monitor>), id: 'm8' }) }) },
      'TCP port',
    );
    await fill(events, dialog.getByLabelText('Name'), 'Mail submission');
    await fill(events, dialog.getByLabelText('Host'), 'mail.example.com');
    await fill(events, dialog.getByLabelText('Port'), '587');
    const starttls = dialog.getByLabelText('STARTTLS');
    expect(within(starttls).getByRole('option', { name: 'By port: SMTP' })).toBeInTheDocument();
    // TLS and STARTTLS together: the shared rule says why, under the field
    await events.click(dialog.getByRole('switch', { name: 'TLS' }));
    await events.selectOptions(starttls, 'auto');
    await submit(events, dialog);
    expect(await dialog.findByText(/^Choose TLS or STARTTLS, not both/)).toBeInTheDocument();
    await events.click(dialog.getByRole('switch', { name: 'TLS' }));
    await submit(events, dialog);
    await waitFor(() => expect(fetchMock.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(fetchMock.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      type: 'tcp',
      settings: { host: 'mail.example.com', port: 587, tls: false, starttls: 'auto' },
    });
  });

  it('adds a heartbeat and shows its push URL with the ways to call it', async () => {
    const { fetchMock, events, dialog } = await openAdd(
      {
        [CREATE]: ({ body }) => ({
          status: 201,
          body: makeHeartbeat({
            name: (body as { name: string }).name,
            settings: { periodSeconds: 3600, graceSeconds: 300 },
          }),
        }),
      },
      'Heartbeat',
    );
    expect(dialog.queryByLabelText('Check every')).not.toBeInTheDocument();
    await fill(events, dialog.getByLabelText('Name'), 'Hourly export');
    await fill(events, dialog.getByLabelText('Expected every (minutes)'), '0');
    await submit(events, dialog);
    expect(await dialog.findByText(formMessages.periodInvalid)).toBeInTheDocument();

    await fill(events, dialog.getByLabelText('Expected every (minutes)'), '60');
    await submit(events, dialog);
    const added = within(await screen.findByRole('dialog', { name: 'Heartbeat added' }));
    expect(added.getByLabelText('Push URL')).toHaveValue('https://sitewarden.test/api/ping/secret-token-1');
    expect(added.getByRole('button', { name: 'Copy push URL' })).toBeInTheDocument();
    expect(fetchMock.calls.find((c) => c.method === 'POST')!.body).toEqual({
      type: 'heartbeat',
      name: 'Hourly export',
      downtimeMinutes: null,
      alertChannels: null,
      isActive: true,
      settings: { periodSeconds: 3600, graceSeconds: 300 },
    });
    await events.click(added.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says the plan's monitor limit is reached when the server refuses one more", async () => {
    const { events, dialog } = await openAdd(
      {
        [CREATE]: {
          status: 403,
          body: {
            message: 'The Pro plan allows 10 monitors per domain.',
            code: 'PLAN_LIMIT_REACHED',
            details: { limit: 10, plan: 'pro' },
          },
        },
      },
      'DNS record',
    );
    await fill(events, dialog.getByLabelText('Name'), 'MX');
    await events.selectOptions(dialog.getByLabelText('Record type'), 'MX');
    await fill(events, dialog.getByLabelText('Expected values'), '10 mx1.example.com');
    await submit(events, dialog);
    expect(await dialog.findByText('Monitor limit reached')).toBeInTheDocument();
    expect(dialog.getByText('The Pro plan allows 10 monitors per domain.')).toBeInTheDocument();
  });
});

describe('Edit monitor', { timeout: 20_000 }, () => {
  const secretive = makeMonitor({
    settings: {
      url: 'https://api.example.com/private',
      method: 'GET',
      headers: [
        { name: 'X-Api-Key', value: '', secret: true },
        { name: 'Accept', value: 'application/json', secret: false },
      ],
      body: null,
      expectedStatus: ['200', '204'],
      followRedirects: false,
      timeoutSeconds: 10,
      auth: { kind: 'bearer', tokenSet: true },
    },
  });

  it('fills the form from the monitor, never echoes a secret, and keeps stored secrets left empty', async () => {
    const { fetchMock, events } = renderPanel({
      [LIST]: { body: makeList([secretive]) },
      'PATCH /api/monitors/m1': ({ body }) => ({ body: { ...secretive, ...(body as object) } }),
    });
    await events.click(await screen.findByRole('button', { name: 'Edit Checkout API' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit monitor' }));
    await dialog.findByRole('form', { name: 'Edit monitor' });
    expect(dialog.queryByRole('button', { name: 'Change type' })).not.toBeInTheDocument();
    expect(dialog.getByLabelText('URL')).toHaveValue('https://api.example.com/private');
    expect(dialog.getByLabelText('Expected status codes')).toHaveValue('200, 204');
    const token = dialog.getByLabelText('Token');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription('Set — leave empty to keep it');
    const secretHeader = within(dialog.getByRole('group', { name: 'Header 1' }));
    expect(secretHeader.getByLabelText('Value')).toHaveValue('');
    expect(secretHeader.getByLabelText('Value')).toHaveAccessibleDescription('Set — leave empty to keep it');
    expect(within(dialog.getByRole('group', { name: 'Header 2' })).getByLabelText('Value')).toHaveValue(
      'application/json',
    );

    await fill(events, dialog.getByLabelText('Name'), 'Private API');
    await submit(events, dialog, 'Save Changes');
    expect(await findToast('Monitor saved', { behindDialog: true })).toBeInTheDocument();
    const sent = fetchMock.calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('type');
    expect(sent).toMatchObject({
      name: 'Private API',
      intervalSeconds: 300,
      settings: {
        headers: [
          { name: 'X-Api-Key', value: '', secret: true },
          { name: 'Accept', value: 'application/json', secret: false },
        ],
        expectedStatus: ['200', '204'],
        followRedirects: false,
        timeoutSeconds: 10,
        auth: { kind: 'bearer' },
      },
    });
  });

  it("offers the plan's shortest interval when the stored one is no longer allowed (after a downgrade)", async () => {
    const { events } = renderPanel({
      [LIST]: {
        body: makeList([makeMonitor({ intervalSeconds: 300 })], {
          minIntervalSeconds: {
            endpoint: 3600,
            keyword: 3600,
            json: 3600,
            tcp: 3600,
            heartbeat: 60,
            'dns-record': 3600,
          },
        }),
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Edit Checkout API' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit monitor' }));
    await dialog.findByRole('form', { name: 'Edit monitor' });
    expect(dialog.getByLabelText('Check every')).toHaveValue('3600');
    expect(within(dialog.getByLabelText('Check every')).getAllByRole('option')[0]).toHaveTextContent('1 hour');
  });

  it('shows a server refusal of an edit under its field', async () => {
    const { events } = renderPanel({
      [LIST]: { body: makeList([makeMonitor()]) },
      'PATCH /api/monitors/m1': {
        status: 400,
        body: {
          message: 'Interval must be at least 300 seconds on the Pro plan',
          code: 'VALIDATION_ERROR',
          details: { fieldErrors: { intervalSeconds: ['Interval must be at least 300 seconds on the Pro plan'] } },
        },
      },
    });
    await events.click(await screen.findByRole('button', { name: 'Edit Checkout API' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit monitor' }));
    await dialog.findByRole('form', { name: 'Edit monitor' });
    await submit(events, dialog, 'Save Changes');
    expect(await dialog.findByText('Interval must be at least 300 seconds on the Pro plan')).toBeInTheDocument();
    expect(dialog.getByLabelText('Check every')).toHaveAttribute('aria-invalid', 'true');
  });
});
