import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertThreshold } from '../../../../shared/contracts/alert-thresholds';
import { thresholdMessages } from '../../../../shared/contracts/alert-thresholds';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { makeList, makeMonitor } from '../../monitors/test-fixtures';
import { ThresholdsPage } from './thresholds-page';

const SHOP = '11111111-1111-4111-8111-111111111111';

function rule(overrides: Partial<AlertThreshold> = {}): AlertThreshold {
  return {
    id: 'r1',
    domainId: SHOP,
    domainName: 'shop.example.com',
    domainActive: true,
    monitorId: null,
    monitorName: null,
    metric: 'response_time',
    warningThreshold: 2000,
    criticalThreshold: 5000,
    businessHoursOnly: false,
    businessHoursStart: null,
    businessHoursEnd: null,
    timezone: 'UTC',
    enabled: true,
    notificationChannels: ['email'],
    cooldownMinutes: 15,
    lastTriggeredAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const domains = { body: { data: [{ id: SHOP, name: 'shop.example.com' }] } };

function renderPage() {
  return renderWithProviders(<SessionGate>{() => <ThresholdsPage />}</SessionGate>, {
    user: makeUser({ timezone: 'Europe/Berlin' }),
    path: '/alert-thresholds',
  });
}

// Typing through whole forms in jsdom is slow on a busy two-core machine.
describe('/alert-thresholds', () => {
  it('groups the rules by domain, workspace-wide ones first, with their levels in words', async () => {
    mockFetch({
      'GET /api/domains': domains,
      'GET /api/alert-thresholds': {
        body: {
          data: [
            rule({
              id: 'r0',
              domainId: null,
              domainName: null,
              metric: 'ssl_expiry_days',
              warningThreshold: 21,
              criticalThreshold: 3,
              businessHoursOnly: true,
              businessHoursStart: '09:00',
              businessHoursEnd: '17:00',
              timezone: 'Europe/Berlin',
              notificationChannels: ['email', 'slack'],
              cooldownMinutes: 60,
            }),
            rule({ enabled: false }),
          ],
        },
      },
    });
    renderPage();
    const all = await screen.findByRole('list', { name: 'Thresholds for All domains' });
    expect(within(all).getByText('Warning below 21 days')).toBeInTheDocument();
    expect(within(all).getByText('Critical below 3 days')).toBeInTheDocument();
    expect(
      within(all).getByText(/E-mail, Slack · 1 h cooldown · Business hours 09:00–17:00 Europe\/Berlin/),
    ).toBeInTheDocument();
    const shop = screen.getByRole('list', { name: 'Thresholds for shop.example.com' });
    expect(within(shop).getByText('Warning above 2,000 ms')).toBeInTheDocument();
    expect(within(shop).getByText('Paused')).toBeInTheDocument();
  });

  it('checks the levels against the direction of the metric, then creates the rule', async () => {
    const fetchMock = mockFetch({
      'GET /api/domains': domains,
      'GET /api/alert-thresholds': { body: { data: [] } },
      'POST /api/alert-thresholds': ({ body }) => ({ status: 201, body: rule(body as Partial<AlertThreshold>) }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('No alert thresholds yet');
    await user.click(screen.getAllByRole('button', { name: 'Add threshold' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add threshold' });
    const warning = within(dialog).getByLabelText('Warning level (ms)');
    const critical = within(dialog).getByLabelText('Critical level (ms)');
    expect(warning).toHaveValue('3000');
    expect(critical).toHaveValue('10000');

    await user.clear(warning);
    await user.type(warning, '5000');
    await user.clear(critical);
    await user.type(critical, '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Add threshold' }));
    expect(await within(dialog).findByText(thresholdMessages.criticalAbove)).toBeInTheDocument();

    await user.clear(critical);
    await user.type(critical, 'lots');
    await user.click(within(dialog).getByRole('checkbox', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add threshold' }));
    expect(await within(dialog).findByText(thresholdMessages.notANumber)).toBeInTheDocument();
    expect(within(dialog).getByText(thresholdMessages.channelsEmpty)).toBeInTheDocument();
    expect(fetchMock.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(critical);
    await user.type(critical, '8000');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Slack' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Only during business hours' }));
    expect(within(dialog).getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Add threshold' }));
    await findToast('Threshold added');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({
      domainId: null,
      monitorId: null,
      metric: 'response_time',
      warningThreshold: 5000,
      criticalThreshold: 8000,
      notificationChannels: ['slack'],
      cooldownMinutes: 15,
      businessHoursOnly: true,
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      timezone: 'Europe/Berlin',
      enabled: true,
    });
  });

  it("puts a rule on one monitor of the domain, offering only the metrics of the monitor's type", async () => {
    const fetchMock = mockFetch({
      'GET /api/domains': domains,
      'GET /api/alert-thresholds': {
        body: { data: [rule({ id: 'r5', monitorId: 'm2', monitorName: 'Mail', metric: 'ssl_expiry_days' })] },
      },
      [`GET /api/domains/${SHOP}/monitors`]: {
        body: makeList([
          makeMonitor({ id: 'm1', domainId: SHOP, name: 'Checkout API' }),
          makeMonitor({
            id: 'm2',
            domainId: SHOP,
            type: 'tcp',
            name: 'Mail',
            settings: { host: 'mail.shop.example.com', port: 587, tls: false, starttls: 'auto' },
          }),
          makeMonitor({
            id: 'm3',
            domainId: SHOP,
            type: 'heartbeat',
            name: 'Backup',
            settings: { periodSeconds: 3600 },
          }),
        ]),
      },
      'POST /api/alert-thresholds': ({ body }) => ({ status: 201, body: rule(body as Partial<AlertThreshold>) }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Edit SSL certificate expiry threshold for Mail on shop.example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Monitor: Mail')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a threshold for shop.example.com' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add threshold' }));
    await user.click(dialog.getByRole('combobox', { name: 'Checks of' }));
    expect(await screen.findByRole('option', { name: 'Backup (no threshold metrics)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Checkout API' }));
    await user.click(dialog.getByRole('combobox', { name: 'Metric' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Response time', 'Uptime']);
    await user.click(screen.getByRole('option', { name: 'Uptime' }));
    expect(dialog.getByLabelText('Warning level (%)')).toHaveValue('99.5');
    await user.click(dialog.getByRole('button', { name: 'Add threshold' }));
    await findToast('Threshold added');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      domainId: SHOP,
      monitorId: 'm1',
      metric: 'uptime_percentage',
      warningThreshold: 99.5,
      criticalThreshold: 95,
    });
  });

  it("shows the server's refusal under the field it concerns", async () => {
    mockFetch({
      'GET /api/domains': domains,
      'GET /api/alert-thresholds': { body: { data: [rule()] } },
      'PATCH /api/alert-thresholds/r1': {
        status: 409,
        body: {
          message: 'shop.example.com already has a threshold for Largest Contentful Paint. Edit that one instead.',
          code: 'THRESHOLD_EXISTS',
          details: { field: 'metric' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Response time threshold for shop.example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit threshold' });
    expect(within(dialog).getByLabelText('Warning level (ms)')).toHaveValue('2000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText(/already has a threshold for Largest Contentful Paint/)).toBeInTheDocument();
  });

  it('deletes a rule after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/domains': domains,
      'GET /api/alert-thresholds': { body: { data: [rule()] } },
      'DELETE /api/alert-thresholds/r1': { status: 204 },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Delete Response time threshold for shop.example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this threshold?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete threshold' }));
    await findToast('Threshold deleted');
    expect(fetchMock.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
