import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '../../../../shared/contracts/dashboard';
import { SessionGate } from '../../../app/routes/session-gate';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { DashboardPage } from './dashboard-page';

const stats: DashboardStats = {
  systemUptime: 100,
  activeDomains: 1,
  totalDomains: 1,
  sslExpiringSoon: 0,
  activeAlerts: 0,
  acknowledgedAlerts: 0,
  uptimeChecks: 1000,
  ssl: { pending: 0, failed: 0, invalid: 0, expiring: 0, valid: 1, 'not-applicable': 0 },
  domainStates: { pending: 0, online: 1, warning: 0, critical: 0, offline: 0 },
  failingDomains: 0,
  pendingDomains: 0,
  monitorsDown: 0,
};

describe('dashboard slots', () => {
  it('adds the Performance tab and the side widgets when the route supplies them', async () => {
    mockFetch({ 'GET /api/dashboard/stats': { body: stats } });
    const AddButton = ({ label = 'Add Domain' }: { label?: string }) => <button type="button">{label}</button>;
    renderWithProviders(
      <SessionGate>
        {() => (
          <DashboardPage
            DomainsPanel={() => <p>Domain table</p>}
            AlertsPanel={() => <p>Recent alerts</p>}
            PerformancePanel={() => <p>Performance summary</p>}
            AddDomainButton={AddButton}
            sideWidgets={[() => <p>Renewals card</p>, () => <p>Security card</p>]}
          />
        )}
      </SessionGate>,
      { user: makeUser() },
    );
    expect(await screen.findByText('Domain table')).toBeInTheDocument();
    const side = within(screen.getByRole('complementary', { name: 'Overview' }));
    expect(side.getByText('Renewals card')).toBeInTheDocument();
    expect(side.getByText('Security card')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Performance' }));
    expect(await screen.findByText('Performance summary')).toBeInTheDocument();
  });
});
