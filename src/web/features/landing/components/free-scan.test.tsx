import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { FreeScan } from './free-scan';

const check = (status: 'healthy' | 'warning' | 'critical' | 'error', message: string) => ({
  status,
  message,
  details: null,
});

const healthy: ScanResultResponse = {
  domain: 'healthy.sitewarden.test',
  dns: check('healthy', 'DNS healthy: 1 address, 2 nameservers, SPF and DMARC in place'),
  ssl: check('healthy', 'Valid certificate from Sitewarden Test Intermediate CA, expires in 90 days (2027-02-20)'),
  security: check('healthy', 'All 5 security headers in effect, HTTP redirects to HTTPS'),
  whois: check('healthy', 'Registered with Example Registrar, LLC, expires in 199 days (2027-06-10)'),
  overallStatus: 'healthy',
  scannedAt: '2026-11-22T03:47:49.174Z',
  cached: false,
};

const broken: ScanResultResponse = {
  ...healthy,
  ssl: check('critical', 'Could not connect to port 443: connection refused'),
  security: check('error', 'Could not fetch the site to check its headers: Connection refused'),
  overallStatus: 'critical',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const input = () => screen.getByRole('textbox', { name: 'Domain to scan' });
const button = () => screen.getByRole('button', { name: /Scan domain|Scanning/ });

describe('landing free scan (SPEC §2.6)', () => {
  it('disables the scan button while the box is empty or blank', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<FreeScan />, { user: null });
    expect(button()).toBeDisabled();
    await user.type(input(), '   ');
    expect(button()).toBeDisabled();
    await user.type(input(), 'a');
    expect(button()).toBeEnabled();
  });

  it('scans the trimmed domain on Enter, shows placeholders while scanning, then the four sections', async () => {
    const reply = deferred<{ body: ScanResultResponse }>();
    const fetchMock = mockFetch({ 'POST /api/scan': () => reply.promise });
    const user = userEvent.setup();
    renderWithProviders(<FreeScan />, { user: null });

    await user.type(input(), '  healthy.sitewarden.test {Enter}');
    expect(button()).toHaveTextContent('Scanning...');
    expect(button()).toBeDisabled();
    expect(screen.getByText('Scanning healthy.sitewarden.test…')).toBeInTheDocument();
    expect(fetchMock.calls[0]?.body).toEqual({
      domain: 'healthy.sitewarden.test',
      checkTypes: ['dns', 'ssl', 'security', 'whois'],
      includeAiInsights: false,
    });

    reply.resolve({ body: healthy });
    expect(await screen.findByRole('heading', { name: 'Results for healthy.sitewarden.test' })).toBeInTheDocument();
    const sections = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(sections).toEqual([
      expect.stringMatching(/^DNSHealthyDNS healthy/),
      expect.stringMatching(/^SSL certificateHealthyValid certificate/),
      expect.stringMatching(/^Security and blacklistsHealthyAll 5 security headers in effect/),
      expect.stringMatching(/^Domain registration \(WHOIS\)HealthyRegistered with/),
    ]);
    expect(screen.getByText('healthy.sitewarden.test looks healthy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Keep it healthy, free/ })).toHaveAttribute('href', '/auth?mode=signup');
    expect(button()).toHaveTextContent('Scan domain');
  });

  it('invites sign-up for continuous monitoring when DNS, SSL or security is not healthy', async () => {
    mockFetch({ 'POST /api/scan': { body: broken } });
    const user = userEvent.setup();
    renderWithProviders(<FreeScan />, { user: null });
    await user.type(input(), 'healthy.sitewarden.test');
    await user.click(button());

    expect(await screen.findByText('Issues detected on healthy.sitewarden.test')).toBeInTheDocument();
    expect(screen.getByText(/Sign up to monitor it continuously/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Monitor this domain free/ })).toHaveAttribute('href', '/auth?mode=signup');
    const ssl = screen.getAllByRole('listitem')[1]!;
    expect(within(ssl).getByText('Critical')).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[2]!).getByText('Error')).toBeInTheDocument();
  });

  it('says the scan failed in plain words', async () => {
    mockFetch({ 'POST /api/scan': { status: 500, body: { message: 'Internal', code: 'INTERNAL' } } });
    const user = userEvent.setup();
    renderWithProviders(<FreeScan />, { user: null });
    await user.type(input(), 'healthy.sitewarden.test{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to scan domain. Please check the domain name and try again.',
    );
  });

  it("shows the visitors' rate limit with its message and when to try again", async () => {
    const fetchMock = mockFetch({
      'POST /api/scan': {
        status: 429,
        body: {
          message: 'Too many requests. Please slow down and try again.',
          code: 'RATE_LIMITED',
          details: { retryAfter: 42 },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FreeScan />, { user: null });
    await user.type(input(), 'healthy.sitewarden.test{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please slow down and try again.');
    expect(alert).toHaveTextContent('You can scan again in 42 seconds.');
    expect(fetchMock.calls).toHaveLength(1);
  });
});
