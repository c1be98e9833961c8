import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { makeUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/fetch-mock';
import { findToast, renderApp, renderWithProviders } from '../../../test/render';
import { SCAN_HISTORY_KEY } from '../lib/scan-history';
import { brokenScan, modelInsights } from '../testing/fixtures';
import { ScannerPage } from './scanner-page';

function renderScanner() {
  return renderWithProviders(<ScannerPage />, { user: makeUser(), path: '/scanner' });
}

/**
 * The toast on screen while a modal dialog is open: the dialog hides the rest of the page (the toast region too) from
 * assistive technology, so the region is found by its label rather than by its accessible name.
 */
async function findToastBehindDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
    const item = region ? within(region).getByText(title).closest('li') : null;
    if (!item) throw new Error(`No toast '${title}'`);
    return item;
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('Domain Scanner validation (SPEC §5)', () => {
  it("says 'Invalid Domain' for an empty or blank domain and sends nothing", async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderScanner();

    await user.click(screen.getByRole('button', { name: 'Scan Domain' }));
    expect(await findToast('Invalid Domain')).toHaveTextContent('Please enter a domain name');

    await user.type(screen.getByLabelText('Domain'), '   {Enter}');
    expect(await findToast('Invalid Domain')).toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.url === '/api/scan')).toHaveLength(0);
  });

  it("says 'No Checks Selected' when every check is unticked", async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderScanner();

    for (const label of ['DNS Records', 'SSL Certificate', 'WHOIS Data', 'Performance', 'Blacklist Check']) {
      const box = screen.getByRole('checkbox', { name: label });
      expect(box).toBeChecked();
      await user.click(box);
    }
    await user.type(screen.getByLabelText('Domain'), 'example.com{Enter}');

    expect(await findToast('No Checks Selected')).toHaveTextContent('Please select at least one check type');
    expect(fetchMock.calls.filter((c) => c.url === '/api/scan')).toHaveLength(0);
  });
});

describe('Domain Scanner (SPEC §2.12)', () => {
  it('scans the trimmed domain with every check and AI analysis, then shows the result, insights and history', async () => {
    const reply = deferred<{ body: ScanResultResponse }>();
    const fetchMock = mockFetch({ 'POST /api/scan': () => reply.promise });
    const user = userEvent.setup();
    renderScanner();

    expect(screen.getByRole('switch', { name: /AI-Powered Analysis/ })).toBeChecked();
    // the free plan can use it: no 'Premium' badge (decision 044)
    expect(screen.queryByText('Premium')).toBeNull();
    expect(screen.getByLabelText('Domain')).toHaveAttribute('placeholder', 'example.com');
    await user.type(screen.getByLabelText('Domain'), '  expired.sitewarden.test  {Enter}');

    expect(await screen.findByRole('button', { name: /Scanning\.\.\./ })).toBeDisabled();
    expect(screen.getByText('Generating AI Insights...')).toBeInTheDocument();
    expect(fetchMock.calls[0]?.body).toEqual({
      domain: 'expired.sitewarden.test',
      checkTypes: ['dns', 'ssl', 'whois', 'security', 'performance'],
      includeAiInsights: true,
    });

    reply.resolve({ body: brokenScan });

    // Rules insights are never announced as AI.
    expect(await findToast('Scan Complete')).toHaveTextContent(
      'Successfully scanned expired.sitewarden.test with expert rules insights',
    );
    const result = screen
      .getByRole('heading', { name: 'Last Scan: expired.sitewarden.test' })
      .closest('div.rounded-xl');
    expect(result).not.toBeNull();
    const rows = within(result as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(rows).toEqual(['DNS Status', 'SSL Certificate', 'Security', 'Performance', 'WHOIS']);
    expect(within(result as HTMLElement).getByText('Certificate expired 3 days ago (2026-11-19)')).toBeInTheDocument();
    expect(screen.getByText('Expert rules analysis')).toBeInTheDocument();
    expect(screen.queryByText(/AI analysis by/)).not.toBeInTheDocument();

    const stored = JSON.parse(window.localStorage.getItem(SCAN_HISTORY_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        domain: 'expired.sitewarden.test',
        overallStatus: 'critical',
        status: { dns: 'healthy', ssl: 'critical', security: 'warning', whois: 'warning', performance: 'healthy' },
      }),
    ]);
  });

  it('sends only the ticked checks (Blacklist Check is the security check) and no AI when switched off', async () => {
    const { aiInsights: _insights, security: _security, ...withoutSecurity } = brokenScan;
    const fetchMock = mockFetch({ 'POST /api/scan': { body: withoutSecurity } });
    const user = userEvent.setup();
    renderScanner();

    await user.click(screen.getByRole('checkbox', { name: 'Blacklist Check' }));
    await user.click(screen.getByRole('switch', { name: /AI-Powered Analysis/ }));
    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test');
    await user.click(screen.getByRole('button', { name: 'Scan Domain' }));

    expect(await findToast('Scan Complete')).toHaveTextContent(
      /^Scan CompleteSuccessfully scanned expired\.sitewarden\.test$/,
    );
    expect(fetchMock.calls[0]?.body).toEqual({
      domain: 'expired.sitewarden.test',
      checkTypes: ['dns', 'ssl', 'whois', 'performance'],
      includeAiInsights: false,
    });
    expect(screen.queryByRole('heading', { name: 'Security' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Run a domain scan with AI insights enabled to see intelligent analysis and recommendations.'),
    ).toBeInTheDocument();
  });

  it("names the model when a model wrote the insights, and says 'with AI insights'", async () => {
    mockFetch({ 'POST /api/scan': { body: { ...brokenScan, aiInsights: modelInsights } } });
    const user = userEvent.setup();
    renderScanner();
    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test{Enter}');
    expect(await findToast('Scan Complete')).toHaveTextContent(
      'Successfully scanned expired.sitewarden.test with AI insights',
    );
    expect(screen.getByText('AI analysis by claude-sonnet-4-5')).toBeInTheDocument();
  });

  it('shows Performance only when there is a load time', async () => {
    const performance = { ...brokenScan.performance!, status: 'critical' as const, metrics: { loadTime: null } };
    mockFetch({ 'POST /api/scan': { body: { ...brokenScan, performance } } });
    const user = userEvent.setup();
    renderScanner();
    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test{Enter}');
    await screen.findByRole('heading', { name: 'Last Scan: expired.sitewarden.test' });
    expect(screen.queryByRole('heading', { name: 'Performance' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'WHOIS' })).toBeInTheDocument();
  });

  it('expands a check to what the probe found', async () => {
    mockFetch({ 'POST /api/scan': { body: brokenScan } });
    const user = userEvent.setup();
    renderScanner();
    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test{Enter}');
    await screen.findByRole('heading', { name: 'Last Scan: expired.sitewarden.test' });
    const toggle = await screen.findByRole('button', { name: 'Details for SSL Certificate' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide for SSL Certificate' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Sitewarden Test Intermediate CA', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('expired 3 days ago')).toBeInTheDocument();
    expect(screen.getByText('The certificate has expired')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details for WHOIS' }));
    expect(screen.getByText('Example Registrar, LLC')).toBeInTheDocument();
    expect(screen.getByText('9 days left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details for Performance' }));
    expect(screen.getByRole('img', { name: /^Loaded in 45 ms: .*TLS handshake 29 ms/ })).toBeInTheDocument();
  });

  it("reports a failed scan with its message, and the insights' Retry Analysis runs it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    const fetchMock = mockFetch({
      'POST /api/scan': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 500, body: { message: 'Internal server error. Please try again later.', code: 'INTERNAL' } }
          : { body: brokenScan };
      },
    });
    const user = userEvent.setup();
    renderScanner();
    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test{Enter}');

    const failed = await findToast('Scan Failed');
    expect(failed).toHaveTextContent('Internal server error. Please try again later.');
    expect(screen.getByText('AI Analysis Error')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry Analysis' }));
    expect(await findToast('Scan Complete')).toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.url === '/api/scan')).toHaveLength(2);
  });
});

describe('Scan History dialog (SPEC §2.12)', () => {
  it('starts empty, lists scans with per-check badges, and clears', async () => {
    mockFetch({ 'POST /api/scan': { body: brokenScan } });
    const user = userEvent.setup();
    renderScanner();

    await user.click(screen.getByRole('button', { name: 'Scan History' }));
    let dialog = await screen.findByRole('dialog', { name: 'Scan History' });
    expect(within(dialog).getByText('No scan history available')).toBeInTheDocument();
    expect(within(dialog).getByText('Start scanning domains to build your history')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test{Enter}');
    await findToast('Scan Complete');
    await user.click(screen.getByRole('button', { name: /Scan History/ }));
    dialog = await screen.findByRole('dialog', { name: 'Scan History' });
    expect(within(dialog).getByText('expired.sitewarden.test')).toBeInTheDocument();
    expect(within(dialog).getByText('Just now')).toBeInTheDocument();
    const checks = within(within(dialog).getByRole('list', { name: 'Checks of expired.sitewarden.test' }));
    expect(checks.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'DNS: Healthy',
      'SSL: Critical',
      'Security: Warning',
      'WHOIS: Warning',
      'Perf: Healthy',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Clear History' }));
    expect(await findToastBehindDialog('History Cleared')).toHaveTextContent(
      'Scan history has been cleared successfully',
    );
    expect(within(dialog).getByText('No scan history available')).toBeInTheDocument();
    expect(window.localStorage.getItem(SCAN_HISTORY_KEY)).toBeNull();
  });
});

describe('/scanner route', () => {
  it('is a signed-in screen that offers a full audit of a scanned domain the user monitors', async () => {
    mockFetch({
      'POST /api/scan': { body: brokenScan },
      'GET /api/domains': {
        body: {
          data: [
            {
              id: '6f1c2a1e-5d7b-4a57-9f0e-2f4b8a7e9c11',
              name: 'expired.sitewarden.test',
              description: null,
              isActive: true,
              createdAt: '2026-11-01T00:00:00.000Z',
              deactivatedAt: null,
              uptimePercentage: null,
              performanceScore: null,
              activeAlerts: 0,
              latestCheck: null,
              sslCertificate: null,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ user: makeUser(), path: '/scanner' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Domain Scanner' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Domain Scanner · Sitewarden'));
    await user.type(screen.getByLabelText('Domain'), 'expired.sitewarden.test{Enter}');
    expect(await screen.findByRole('button', { name: 'Run Full Audit' })).toBeInTheDocument();
  });

  it('offers no audit for a domain the user does not monitor', async () => {
    mockFetch({ 'POST /api/scan': { body: brokenScan }, 'GET /api/domains': { body: { data: [] } } });
    const user = userEvent.setup();
    renderApp({ user: makeUser(), path: '/scanner' });
    await user.type(await screen.findByLabelText('Domain'), 'expired.sitewarden.test{Enter}');
    await screen.findByRole('heading', { name: 'Last Scan: expired.sitewarden.test' });
    expect(screen.queryByRole('button', { name: 'Run Full Audit' })).not.toBeInTheDocument();
  });

  it('sends visitors to sign in', async () => {
    mockFetch({});
    const { router } = renderApp({ user: null, path: '/scanner' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
