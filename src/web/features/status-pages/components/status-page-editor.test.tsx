import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { statusPageMessages, type CustomDomainVerification } from '../../../../shared/contracts/status-pages';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { fill, makeDomain } from '../../domains/test-fixtures';
import { makeList, makeMonitor, workspaceAs } from '../../monitors/test-fixtures';
import { DOMAIN_A, DOMAIN_B, makeComponent, makePage, PAGE_ID } from '../test-fixtures';
import { StatusPageEditor } from './status-page-editor';

const PAGE = `/api/status-pages/${PAGE_ID}`;

function renderEditor(
  routes: Record<string, MockRoute | MockReply>,
  {
    role = 'owner',
    demo = false,
    tab,
  }: { role?: Parameters<typeof workspaceAs>[0]; demo?: boolean; tab?: string } = {},
) {
  const fetchMock = mockFetch({
    'GET /api/workspace': workspaceAs(role, demo),
    [`GET ${PAGE}`]: { body: makePage() },
    [`GET ${PAGE}/components`]: { body: { data: [makeComponent()] } },
    ...routes,
  });
  const result = renderWithProviders(
    <Routes>
      <Route path="/status-pages/:id" element={<StatusPageEditor />} />
      <Route path="/status-pages" element={<p>The list of status pages</p>} />
    </Routes>,
    { user: makeUser(), path: `/status-pages/${PAGE_ID}${tab ? `?tab=${tab}` : ''}` },
  );
  return { ...result, fetchMock, events: userEvent.setup() };
}

const settingsForm = async () => within(await screen.findByRole('form', { name: 'Status page settings' }));

describe('the status page editor: header and settings', { timeout: 30_000 }, () => {
  it("shows the page's name, state and a link to its public page", async () => {
    renderEditor({});
    expect(await screen.findByRole('heading', { name: 'Acme status' })).toBeInTheDocument();
    expect(screen.getByText('Minor Service Outage')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /View public page/ });
    expect(link).toHaveAttribute('href', 'https://sitewarden.test/public/status/acme');
    expect(link).toHaveAttribute('target', '_blank');
    for (const tab of ['Settings', 'Components', 'Incidents', 'Subscribers'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
  });

  it('saves the settings changed, sets a password without ever showing the stored one', async () => {
    let saved = makePage({ hasPassword: true, isPublic: false });
    const { fetchMock, events } = renderEditor({
      [`GET ${PAGE}`]: () => ({ body: saved }),
      [`PATCH ${PAGE}`]: ({ body }) => {
        saved = { ...saved, ...(body as object), hasPassword: true, updatedAt: '2026-11-02T10:00:00.000Z' };
        return { body: saved };
      },
    });
    const form = await settingsForm();
    expect(form.getByText('A password is set: visitors who type it see the page.')).toBeInTheDocument();
    expect(form.getByLabelText(/New password/)).toHaveValue('');

    await events.clear(form.getByLabelText('Name'));
    await fill(events, form.getByLabelText('Name'), 'Acme service status');
    await fill(events, form.getByLabelText(/New password/), 'another-secret');
    await events.click(form.getByRole('switch', { name: 'Automatic incidents' }));
    await fill(events, form.getByLabelText(/Primary colour/), '#2563eb');
    await events.click(form.getByRole('radio', { name: 'Dark' }));
    await events.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await findToast('Status page saved')).toBeInTheDocument();
    const patch = fetchMock.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Acme service status',
      password: 'another-secret',
      autoIncidents: true,
      theme: { primaryColor: '#2563eb', mode: 'dark' },
    });
    // after saving, the password field is empty again: the stored one is never shown
    await waitFor(() => expect(form.getByLabelText(/New password/)).toHaveValue(''));
    expect(form.getByLabelText('Name')).toHaveValue('Acme service status');
  });

  it('clears the password of a private page when asked, and keeps it otherwise', async () => {
    const { fetchMock, events } = renderEditor({
      [`GET ${PAGE}`]: { body: makePage({ hasPassword: true, isPublic: false }) },
      [`PATCH ${PAGE}`]: { body: makePage({ hasPassword: false, isPublic: false }) },
    });
    const form = await settingsForm();
    await events.click(form.getByRole('checkbox', { name: /Remove the password/ }));
    await events.click(form.getByRole('button', { name: 'Save changes' }));
    await findToast('Status page saved');
    expect(fetchMock.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ password: null });
  });

  it('explains automatic incidents, removed CSS and how a custom domain is claimed', async () => {
    renderEditor({});
    const form = await settingsForm();
    expect(form.getByText(/An outage opens an incident on the page and tells its subscribers/)).toBeInTheDocument();
    expect(form.getByText(/@import, url\(\) to other sites and expression\(\) are removed/)).toBeInTheDocument();
    const hint = form.getByText(/The page answers on the name once you prove it is yours/);
    expect(hint).toHaveTextContent(`Point status.example.com at ${window.location.hostname} with a CNAME`);
  });

  it('says in the header whether outages open incidents by themselves', async () => {
    renderEditor({});
    const off = await screen.findByTestId('auto-incidents-note');
    expect(off).toHaveTextContent(
      'Automatic incidents off: an outage shows on the page, but no incident opens and subscribers are not told.',
    );
  });

  it('says automatic incidents are on when they are', async () => {
    renderEditor({ [`GET ${PAGE}`]: { body: makePage({ autoIncidents: true }) } });
    expect(await screen.findByTestId('auto-incidents-note')).toHaveTextContent(
      'Automatic incidents on: an outage opens an incident and tells subscribers; recovery resolves it.',
    );
  });

  it("checks the fields with the shared rules, and puts the server's refusal under its field", async () => {
    const { fetchMock, events } = renderEditor({
      [`PATCH ${PAGE}`]: {
        status: 409,
        body: { message: statusPageMessages.slugTaken, code: 'CONFLICT', details: { field: 'slug' } },
      },
    });
    const form = await settingsForm();
    await fill(events, form.getByLabelText(/Text colour/), 'blue');
    await events.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(statusPageMessages.colorInvalid)).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'PATCH')).toBe(false);

    await events.clear(form.getByLabelText(/Text colour/));
    await events.clear(form.getByLabelText('Address'));
    await fill(events, form.getByLabelText('Address'), 'taken');
    await events.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(statusPageMessages.slugTaken)).toBeInTheDocument();
    expect(form.getByLabelText('Address')).toHaveValue('taken');
  });

  it('checks a logo before uploading it, then sends the file itself under its type', async () => {
    const { fetchMock } = renderEditor({
      [`PUT ${PAGE}/assets/logo`]: { body: makePage({ logoUrl: '/public/status/acme/assets/logo?v=2' }) },
    });
    // the picker's accept list is only a hint to the browser: a file of another type can still be chosen
    const events = userEvent.setup({ applyAccept: false });
    const upload = await screen.findByLabelText('Upload logo');
    await events.upload(upload, new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG, GIF, WebP, ICO or SVG image.')).toBeInTheDocument();
    await events.upload(upload, new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(/The logo must be at most 512\.0 KB/)).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'PUT')).toBe(false);

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await events.upload(upload, png);
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/public/status/acme/assets/logo?v=2',
    );
    const [, init] = fetchMock.fn.mock.calls.find(([, i]) => (i as RequestInit).method === 'PUT') as [
      string,
      RequestInit,
    ];
    expect(init.body).toBe(png);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });

  it('deletes the page only after confirming, then goes back to the list', async () => {
    const { fetchMock, events } = renderEditor({ [`DELETE ${PAGE}`]: { status: 204 } });
    await events.click(await screen.findByRole('button', { name: 'Delete status page' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this status page?' }));
    await events.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await events.click(screen.getByRole('button', { name: 'Delete status page' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Delete this status page?' })).getByRole('button', {
        name: 'Delete status page',
      }),
    );
    expect(await screen.findByText('The list of status pages')).toBeInTheDocument();
  });

  it('says so when the page does not exist', async () => {
    renderEditor({ [`GET ${PAGE}`]: { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } } });
    expect(await screen.findByRole('heading', { name: 'Status page not found' })).toBeInTheDocument();
  });
});

describe('the status page editor: components', { timeout: 30_000 }, () => {
  const routes = {
    'GET /api/domains': {
      body: { data: [makeDomain({ id: DOMAIN_A }), makeDomain({ id: DOMAIN_B, name: 'shop.example' })] },
    },
    [`GET /api/domains/${DOMAIN_B}/monitors`]: {
      body: makeList([makeMonitor({ id: 'b1000000-0000-4000-8000-000000000001', domainId: DOMAIN_B })]),
    },
  };

  it('adds a domain and one of its monitors, reorders, and saves the whole list in order', async () => {
    const { fetchMock, events } = renderEditor(
      {
        ...routes,
        [`PUT ${PAGE}/components`]: ({ body }) => ({
          body: {
            data: (body as { components: Array<Record<string, unknown>> }).components.map((c, i) =>
              makeComponent({ id: `c0000000-0000-4000-8000-00000000001${i}`, ...c, orderIndex: i }),
            ),
          },
        }),
      },
      { tab: 'components' },
    );
    const list = within(await screen.findByRole('list', { name: 'Components' }));
    expect(list.getByText('Operational')).toBeInTheDocument();

    await events.selectOptions(await screen.findByLabelText('Domain'), 'shop.example');
    await events.click(screen.getByRole('button', { name: 'Add component' }));
    // the same one cannot be added twice
    expect(screen.getByRole('button', { name: 'Add component' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Monitor: Checkout API' })).toBeInTheDocument());
    await events.selectOptions(screen.getByLabelText('What it shows'), 'Monitor: Checkout API');
    await events.click(screen.getByRole('button', { name: 'Add component' }));

    const row = within(list.getByRole('listitem', { name: 'Checkout API on shop.example' }));
    expect(row.getByText('Shown after saving')).toBeInTheDocument();
    await fill(events, row.getByLabelText('Group'), 'Shop');
    await events.click(row.getByRole('button', { name: 'Move Checkout API on shop.example up' }));
    await events.click(screen.getByRole('button', { name: 'Move Checkout API on shop.example up' }));
    await events.click(
      within(list.getByRole('listitem', { name: 'Website' })).getByRole('switch', { name: 'Visible' }),
    );
    await events.click(screen.getByRole('button', { name: 'Save components' }));

    expect(await findToast('Components saved')).toBeInTheDocument();
    const put = fetchMock.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      components: [
        {
          domainId: DOMAIN_B,
          monitorId: 'b1000000-0000-4000-8000-000000000001',
          displayName: null,
          groupName: 'Shop',
          isVisible: true,
        },
        {
          id: makeComponent().id,
          domainId: DOMAIN_A,
          monitorId: null,
          displayName: 'Website',
          groupName: null,
          isVisible: false,
        },
        { domainId: DOMAIN_B, monitorId: null, displayName: null, groupName: null, isVisible: true },
      ],
    });
  });

  it('removes a component and leaves the list unsaved until Save', async () => {
    const { fetchMock, events } = renderEditor(routes, { tab: 'components' });
    const list = within(await screen.findByRole('list', { name: 'Components' }));
    expect(screen.getByRole('button', { name: 'Save components' })).toBeDisabled();
    await events.click(list.getByRole('button', { name: 'Remove Website' }));
    expect(screen.queryByRole('list', { name: 'Components' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save components' })).toBeEnabled();
    await events.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('listitem', { name: 'Website' })).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

/** A page claiming status.acme.test, in the state given. */
function claimed(verification: Partial<CustomDomainVerification> = {}) {
  return makePage({
    customDomain: 'status.acme.test',
    customDomainVerification: {
      state: 'pending',
      txtRecord: { name: '_sitewarden-challenge.status.acme.test', value: '3f9c0a7e5b1d4c2a8e6f0b9d7c5a3e1f' },
      cnameTarget: 'sitewarden.test',
      proof: null,
      verifiedAt: null,
      checkedAt: null,
      problem: null,
      releasedAt: null,
      ...verification,
    },
  });
}

describe('the status page editor: custom domain', { timeout: 30_000 }, () => {
  const claimSection = async () => within(await screen.findByRole('region', { name: 'Custom domain verification' }));

  it('shows a pending claim with the exact records to create, and verifies it on demand', async () => {
    const { fetchMock, events } = renderEditor({
      [`GET ${PAGE}`]: { body: claimed() },
      [`POST ${PAGE}/custom-domain/verify`]: {
        body: claimed({
          state: 'verified',
          proof: 'txt',
          verifiedAt: '2026-11-02T10:00:00.000Z',
          checkedAt: '2026-11-02T10:00:00.000Z',
        }),
      },
    });
    const claim = await claimSection();
    expect(claim.getByText('Waiting for proof')).toBeInTheDocument();
    expect(claim.getByText('Not checked yet')).toBeInTheDocument();
    expect(claim.getByText('Not served on status.acme.test until the name is proven yours')).toBeInTheDocument();
    expect(claim.getByText('_sitewarden-challenge.status.acme.test')).toBeInTheDocument();
    expect(claim.getByText('3f9c0a7e5b1d4c2a8e6f0b9d7c5a3e1f')).toBeInTheDocument();
    expect(claim.getByRole('button', { name: 'Copy TXT record value' })).toBeInTheDocument();
    expect(claim.getAllByText('sitewarden.test').length).toBeGreaterThan(0);

    await events.click(claim.getByRole('button', { name: 'Verify now' }));
    await findToast('Custom domain verified');
    expect(fetchMock.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `${PAGE}/custom-domain/verify`,
    ]);
    // the answer is the page: the editor shows its new state (and the Save button stays unneeded)
    expect(await claim.findByText('Verified')).toBeInTheDocument();
    expect(claim.getByText(/Visitors reach this page at/)).toHaveTextContent(
      'https://status.acme.test, proven by its TXT record',
    );
    expect(fetchMock.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('says what the last check found and when', async () => {
    const problem =
      "No TXT record _sitewarden-challenge.status.acme.test with this page's value was found, and status.acme.test is not a CNAME to sitewarden.test.";
    renderEditor({
      [`GET ${PAGE}`]: { body: claimed({ checkedAt: new Date(Date.now() - 120_000).toISOString(), problem }) },
    });
    const claim = await claimSection();
    expect(claim.getByText(problem)).toBeInTheDocument();
    expect(claim.getByText(/^Last checked /)).toBeInTheDocument();
  });

  it('says so when a verified name was let go because its proof is gone', async () => {
    const problem =
      'The record that proved status.acme.test is gone. Put it back: the page answers on the name again once a check sees it.';
    renderEditor({
      [`GET ${PAGE}`]: {
        body: claimed({
          releasedAt: new Date(Date.now() - 60_000).toISOString(),
          checkedAt: new Date().toISOString(),
          problem,
        }),
      },
    });
    const claim = await claimSection();
    expect(claim.getByText('Released')).toBeInTheDocument();
    expect(claim.getByRole('status')).toHaveTextContent(/This page stopped answering on status\.acme\.test/);
    expect(claim.getByRole('status')).toHaveTextContent(problem);
  });

  it('asks to save a name typed before showing its records', async () => {
    const { events } = renderEditor({ [`GET ${PAGE}`]: { body: claimed() } });
    const form = await settingsForm();
    await events.clear(form.getByLabelText(/Host name/));
    await fill(events, form.getByLabelText(/Host name/), 'status.other.test');
    expect(form.getByText('Save to claim this name: the records that prove it appear then.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Custom domain verification' })).not.toBeInTheDocument();
  });
});

describe('the status page editor: read-only', { timeout: 30_000 }, () => {
  it('shows a viewer everything with no action', async () => {
    const { client } = renderEditor(
      { [`GET ${PAGE}`]: { body: makePage({ isPublic: false, hasPassword: true }) } },
      { role: 'viewer' },
    );
    const form = await settingsForm();
    await waitFor(() => expect(client.getQueryState(['/api/workspace'])?.status).toBe('success'));
    expect(form.getByLabelText('Name')).toHaveValue('Acme status');
    expect(form.getByLabelText('Name')).toBeDisabled();
    expect(form.getByRole('switch', { name: 'Automatic incidents' })).toBeDisabled();
    expect(form.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete status page' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload logo')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Components' }));
    const list = within(await screen.findByRole('list', { name: 'Components' }));
    expect(list.getByText('Operational')).toBeInTheDocument();
    expect(list.queryAllByRole('button')).toEqual([]);
    expect(list.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save components' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Domain')).not.toBeInTheDocument();
  });

  it('disables the actions in the read-only demo, saying why', async () => {
    const { events } = renderEditor({}, { demo: true });
    const form = await settingsForm();
    await fill(events, form.getByLabelText(/Description/), 'Changed');
    await waitFor(() => expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Delete status page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose logo' })).toBeDisabled();
    expect(screen.getAllByLabelText(/Disabled in the demo workspace/).length).toBeGreaterThan(0);
  });
});
