import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { makeAlert } from '../test-fixtures';
import { RecentAlertsPanel } from './recent-alerts-panel';

describe('Recent Alerts panel (SPEC §2.13)', () => {
  it('shows the first 5 alerts and links to the rest', async () => {
    const alerts = Array.from({ length: 7 }, (_, i) => makeAlert({ title: `Alert ${i + 1}` }));
    mockFetch({ 'GET /api/alerts': { body: alerts } });
    renderWithProviders(<RecentAlertsPanel />, { user: makeUser() });

    const recent = within(await screen.findByRole('list', { name: 'Recent alerts' }));
    expect(recent.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Alert 1',
      'Alert 2',
      'Alert 3',
      'Alert 4',
      'Alert 5',
    ]);
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/alerts');
  });

  it("says 'All Clear!' when there are none", async () => {
    mockFetch({ 'GET /api/alerts': { body: [] } });
    renderWithProviders(<RecentAlertsPanel />, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'All Clear!' })).toBeInTheDocument();
  });
});
