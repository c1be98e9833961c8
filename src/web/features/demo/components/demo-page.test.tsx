import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DemoStatus } from '../../../../shared/contracts/demo';
import { browserNavigation } from '../../../lib/navigation';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { demoStatusQueryOptions, DEMO_PREPARING_POLL_MS } from '../api/demo-status';
import { DemoPage } from './demo-page';

describe('/demo', () => {
  it('says the demo is being prepared on a new server, and lets the visitor in once it is ready', async () => {
    let status: DemoStatus['status'] = 'preparing';
    mockFetch({
      'GET /api/demo': () => ({ body: { status } }),
      'POST /api/demo/session': { body: makeUser({ email: 'demo@sitewarden.local' }) },
    });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { client } = renderWithProviders(<DemoPage />, { user: null, path: '/demo' });

    expect(await screen.findByRole('status')).toHaveTextContent('The demo workspace is being prepared');
    expect(screen.getByRole('button', { name: 'Preparing the demo…' })).toBeDisabled();
    // the page keeps asking while the demo is being prepared, and only then
    const interval = demoStatusQueryOptions.refetchInterval as (query: {
      state: { data?: DemoStatus };
    }) => number | false;
    expect(interval({ state: { data: { status: 'preparing' } } })).toBe(DEMO_PREPARING_POLL_MS);
    expect(interval({ state: { data: { status: 'ready' } } })).toBe(false);

    status = 'ready';
    await client.refetchQueries({ queryKey: demoStatusQueryOptions.queryKey });
    expect(await screen.findByText('The demo is ready')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('The demo is ready');
    await user.click(screen.getByRole('button', { name: 'Try the demo' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('says so when nobody will make the demo on this server', async () => {
    mockFetch({ 'GET /api/demo': { body: { status: 'unavailable' } } });
    renderWithProviders(<DemoPage />, { user: null, path: '/demo' });
    expect(await screen.findByRole('status')).toHaveTextContent('The demo is not set up on this server');
    expect(screen.getByRole('button', { name: 'Try the demo' })).toBeDisabled();
  });

  it("shows the server's message when the demo cannot start", async () => {
    mockFetch({
      'GET /api/demo': { body: { status: 'ready' } },
      'POST /api/demo/session': {
        status: 409,
        body: {
          message: 'The demo workspace is being prepared: try again in a minute.',
          code: 'DEMO_PREPARING',
          details: { retryAfter: 10 },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DemoPage />, { user: null, path: '/demo' });
    await user.click(await screen.findByRole('button', { name: 'Try the demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The demo workspace is being prepared: try again in a minute.',
    );
  });
});
