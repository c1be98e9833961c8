import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertPreferences, Delivery, SlackIntegration } from '../../../../shared/contracts/notification-settings';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch, type MockReply, type MockRoute } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { findToast, renderWithProviders } from '../../../test/render';
import { SettingsPage } from './settings-page';

function prefs(overrides: Partial<AlertPreferences> = {}): AlertPreferences {
  return {
    channelEmail: true,
    channelSms: false,
    channelSlack: false,
    phoneNumber: null,
    quietHoursEnabled: false,
    quietHoursStart: null,
    quietHoursEnd: null,
    alertThresholds: {
      sslExpiryDays: 30,
      downtimeMinutes: 5,
      responseTimeMs: 3000,
      performanceScoreThreshold: 50,
      dnsChangeAlerts: true,
    },
    timezone: 'UTC',
    appliesToCurrentWorkspace: true,
    smsAvailable: false,
    maxAlertChannels: 1,
    ...overrides,
  };
}

const slackRow: SlackIntegration = {
  id: 's1',
  workspaceName: null,
  channelName: '#ops',
  webhookUrlPreview: 'https://hooks.slack.com/services/…',
  isActive: true,
  alertTypes: ['ssl_expiry', 'registration_expiry', 'performance', 'downtime', 'dns_change', 'security'],
  severityFilter: ['critical', 'warning', 'info'],
  domainFilter: null,
  lastUsedAt: null,
  lastTestAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const noDeliveries = { body: { data: [], page: 1, pageSize: 50, total: 0 } };

function renderSettings(routes: Record<string, MockRoute | MockReply>, path = '/settings') {
  const fetchMock = mockFetch({
    'GET /api/notifications/deliveries?page=1': noDeliveries,
    'GET /api/domains': { body: { data: [] } },
    ...routes,
  });
  const view = renderWithProviders(<SessionGate>{() => <SettingsPage />}</SessionGate>, {
    user: makeUser({ subscriptionTier: 'free' }),
    path,
  });
  return { fetchMock, ...view };
}

// Typing through whole forms in jsdom is slow on a busy two-core machine.
describe('/settings', () => {
  it("holds the channels to the plan's limit and saves what changed", async () => {
    const { fetchMock } = renderSettings({
      'GET /api/settings/alert-preferences': { body: prefs() },
      'PUT /api/settings/alert-preferences': ({ body }) => ({ body: prefs(body as Partial<AlertPreferences>) }),
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Alert preferences' });
    expect(
      within(form).getByText(
        '1 on: your Free plan allows 1 of the 4 alert channels (e-mail, SMS, Slack and webhooks).',
      ),
    ).toBeInTheDocument();
    const slack = within(form).getByRole('switch', { name: 'Slack' });
    expect(slack).toBeDisabled();
    expect(
      within(form).getByText('Your Free plan allows 1 of the 4 alert channels. Turn one off, or upgrade to use more.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('switch', { name: 'SMS' })).toBeDisabled();
    expect(within(form).getByText('Not available: this server has no SMS provider configured.')).toBeInTheDocument();

    await user.click(within(form).getByRole('switch', { name: 'E-mail' }));
    expect(slack).toBeEnabled();
    await user.click(slack);
    await user.click(within(form).getByRole('switch', { name: 'Quiet hours' }));
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findAllByText('Quiet hours need a start and an end time')).toHaveLength(2);

    await user.type(within(form).getByLabelText('From'), '22:00');
    await user.type(within(form).getByLabelText('Until'), '07:00');
    const downtime = within(form).getByLabelText('Downtime before alerting (minutes)');
    await user.clear(downtime);
    await user.type(downtime, '0');
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    await findToast('Preferences saved');
    expect(fetchMock.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      channelEmail: false,
      channelSlack: true,
      quietHoursEnabled: true,
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      alertThresholds: { downtimeMinutes: 0, responseTimeMs: 3000 },
    });
  });

  it("adds a Slack integration with SPEC §5's messages, then sends a test message", async () => {
    const list: SlackIntegration[] = [];
    const { fetchMock } = renderSettings(
      {
        'GET /api/settings/alert-preferences': { body: prefs({ channelSlack: true, channelEmail: false }) },
        'GET /api/integrations/slack': () => ({ body: list }),
        'POST /api/integrations/slack': () => {
          list.push(slackRow);
          return { status: 201, body: slackRow };
        },
        'POST /api/integrations/slack/s1/test': {
          body: {
            ok: false,
            status: 'failed',
            responseCode: 404,
            error: 'Slack answered HTTP 404 (no_service)',
            testedAt: '2025-01-01T00:00:00.000Z',
          },
        },
      },
      '/settings?tab=slack',
    );
    const user = userEvent.setup();
    await screen.findByText('No Slack integrations yet');
    await user.click(screen.getByRole('button', { name: 'Add Slack integration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Slack integration' });
    await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
    expect(await within(dialog).findByText('Channel name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid webhook URL')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Channel name'), '#ops');
    await user.type(within(dialog).getByLabelText('Webhook URL'), 'https://hooks.slack.com/services/T/B/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Info' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add integration' }));
    await findToast('Slack integration added');
    expect(fetchMock.calls.find((c) => c.method === 'POST')?.body).toEqual({
      channelName: '#ops',
      webhookUrl: 'https://hooks.slack.com/services/T/B/x',
      workspaceName: null,
      alertTypes: ['ssl_expiry', 'registration_expiry', 'performance', 'downtime', 'dns_change', 'security'],
      severityFilter: ['critical', 'warning'],
      domainFilter: null,
    });

    await user.click(await screen.findByRole('button', { name: 'Send a test message to #ops' }));
    const toast = await findToast('Test message failed');
    expect(within(toast).getByText('Slack answered HTTP 404 (no_service)')).toBeInTheDocument();
  });

  it('makes a failed delivery visible, with why it failed', async () => {
    const failed: Delivery = {
      id: 7,
      alertId: 'a1',
      alertTitle: 'shop.example.com is down',
      alertType: 'downtime',
      alertSeverity: 'critical',
      domainName: 'shop.example.com',
      channel: 'slack',
      target: '#ops (hooks.slack.com/services/…)',
      status: 'failed',
      attempt: 8,
      responseCode: 503,
      error: 'Slack answered HTTP 503',
      nextAttemptAt: null,
      sentAt: null,
      createdAt: new Date().toISOString(),
    };
    renderSettings({
      'GET /api/settings/alert-preferences': { body: prefs() },
      'GET /api/notifications/deliveries?page=1': { body: { data: [failed], page: 1, pageSize: 50, total: 1 } },
      'GET /api/notifications/deliveries?page=1&status=failed': {
        body: { data: [failed], page: 1, pageSize: 50, total: 1 },
      },
    });
    const user = userEvent.setup();
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('A notification could not be delivered in the last 7 days')).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Show failed deliveries' }));
    const list = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(list).getByText('Failed')).toBeInTheDocument();
    expect(within(list).getByText('Slack answered HTTP 503')).toBeInTheDocument();
    expect(within(list).getByText('Attempt 8 · HTTP 503')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
