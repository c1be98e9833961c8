import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DOMAIN_ID, makeList, makeMonitor, workspaceAs } from '../test-fixtures';
import { MonitorsPanel } from './monitors-panel';

const LIST = `GET /api/domains/${DOMAIN_ID}/monitors`;
const CREATE = `POST /api/domains/${DOMAIN_ID}/monitors`;

/** The Add Monitor dialog of a domain, at its type cards. */
async function openTypes(domainName: string, httpOnly = false) {
  const fetchMock = mockFetch({
    'GET /api/workspace': workspaceAs('member'),
    [LIST]: { body: makeList([]) },
    [CREATE]: ({ body }) => ({ status: 201, body: makeMonitor(body as object) }),
  });
  renderWithProviders(<MonitorsPanel domainId={DOMAIN_ID} domainName={domainName} httpOnly={httpOnly} />, {
    user: makeUser(),
  });
  const events = userEvent.setup();
  await events.click(await screen.findByRole('button', { name: 'Add Monitor' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Monitor' }));
  const types = within(await dialog.findByRole('group', { name: 'Monitor type' }));
  const pick = async (label: string) => {
    await events.click(types.getByRole('button', { name: label }));
    await dialog.findByRole('form', { name: 'Add Monitor' });
  };
  return { fetchMock, events, dialog, types, pick };
}

// Decision 071: a domain added as host:port, as an address or as HTTP only gives new monitors defaults that work.
describe('Add Monitor on a host:port domain', { timeout: 20_000 }, () => {
  it('prefills the TCP host without the port and the port in its field, and adds it as prefilled', async () => {
    const { fetchMock, events, dialog, pick } = await openTypes('shop.test:8443');
    await pick('TCP port');
    expect(dialog.getByLabelText('Host')).toHaveValue('shop.test');
    expect(dialog.getByLabelText('Port')).toHaveValue('8443');
    await events.type(dialog.getByLabelText('Name'), 'Shop port');
    await events.click(dialog.getByRole('button', { name: 'Add Monitor' }));
    const sent = await waitFor(() => {
      const call = fetchMock.calls.find((c) => c.method === 'POST');
      expect(call).toBeDefined();
      return call;
    });
    expect(sent?.body).toMatchObject({ type: 'tcp', settings: { host: 'shop.test', port: 8443 } });
  });

  it('prefills the URL with the port', async () => {
    const { dialog, pick } = await openTypes('shop.test:8443');
    await pick('HTTP(S) endpoint');
    expect(dialog.getByLabelText('URL')).toHaveValue('https://shop.test:8443/');
    expect(dialog.getByText('On shop.test or one of its subdomains, any port.')).toBeInTheDocument();
  });

  it('prefills the DNS record host without the port, with no error on submit', async () => {
    const { fetchMock, events, dialog, pick } = await openTypes('shop.test:8443');
    await pick('DNS record');
    expect(dialog.getByLabelText('Host')).toHaveValue('shop.test');
    await events.type(dialog.getByLabelText('Name'), 'Address');
    await events.type(dialog.getByLabelText(/Expected values/), '192.0.2.1');
    await events.click(dialog.getByRole('button', { name: 'Add Monitor' }));
    await waitFor(() =>
      expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ settings: { host: 'shop.test' } }),
    );
  });

  it("starts an HTTP-only domain's URL with http://", async () => {
    const { dialog, pick } = await openTypes('127.0.0.1:8080', true);
    await pick('HTTP(S) endpoint');
    expect(dialog.getByLabelText('URL')).toHaveValue('http://127.0.0.1:8080/');
    expect(dialog.getByText('On 127.0.0.1, any port.')).toBeInTheDocument();
  });

  it('offers no DNS record monitor on an IP address or localhost', async () => {
    const { types } = await openTypes('localhost:3000');
    expect(types.queryByRole('button', { name: 'DNS record' })).not.toBeInTheDocument();
    expect(types.getByRole('button', { name: 'TCP port' })).toBeInTheDocument();
  });
});
