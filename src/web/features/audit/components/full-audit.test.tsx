import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Audit } from '../../../../shared/contracts/audits';
import { mockFetch } from '../../../test/fetch-mock';
import { findToast, renderWithProviders } from '../../../test/render';
import { workspaceQueryOptions } from '../../../lib/workspace';
import { DEMO_DISABLED_HINT } from '../../../../shared/helpers/demo-access';
import { FullAuditButton, WorkspaceAuditButton } from './full-audit-button';
import { FullAuditDialog } from './full-audit-dialog';

const DOMAIN_ID = '6f1c2a1e-5d7b-4a57-9f0e-2f4b8a7e9c11';
const AUDIT_ID = '0b7d3f0e-1c1a-4c55-8d2e-7a3e5b9c2d10';

const running: Audit = {
  id: AUDIT_ID,
  domainId: DOMAIN_ID,
  domainName: 'healthy.sitewarden.test',
  status: 'running',
  overallScore: null,
  error: null,
  dnsResults: null,
  sslResults: null,
  securityResults: null,
  whoisResults: null,
  performanceResults: null,
  vulnerabilityResults: null,
  recommendations: [],
  startedAt: '2026-11-22T04:00:00.000Z',
  completedAt: null,
};

const completed: Audit = {
  ...running,
  status: 'completed',
  overallScore: 82,
  dnsResults: { status: 'healthy', message: 'DNS healthy: 1 address, 2 nameservers', records: [{}, {}, {}] },
  sslResults: {
    status: 'healthy',
    message: 'Valid certificate, expires in 90 days',
    issuer: 'Sitewarden Test Intermediate CA',
    daysUntilExpiry: 90,
  },
  whoisResults: {
    status: 'healthy',
    message: 'Registered with Example Registrar, LLC',
    registrar: 'Example Registrar, LLC',
  },
  securityResults: {
    status: 'warning',
    message: 'Missing headers: Content-Security-Policy',
    missingHeaders: ['Content-Security-Policy'],
  },
  performanceResults: { status: 'healthy', message: 'Loaded in 101 ms', loadTime: 101 },
  vulnerabilityResults: {
    status: 'warning',
    message: '1 finding: 1 medium',
    findings: [{ title: 'Missing Content-Security-Policy header' }],
  },
  recommendations: ['Send a Content-Security-Policy header'],
  completedAt: '2026-11-22T04:00:40.000Z',
};

/** The toast, found by label: while the modal dialog is open the rest of the page is hidden from assistive tech. */
function toastBehindDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
    const item = region ? within(region).getByText(title).closest('li') : null;
    if (!item) throw new Error(`No toast '${title}'`);
    return item;
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Run Full Audit', () => {
  it('asks for a domain first when there is none (SPEC §5)', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<FullAuditButton domainId={undefined} />);
    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    expect(await findToast('No Domains')).toHaveTextContent('Please add a domain before running a security audit.');
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('asks which domain when the workspace monitors several, and audits the one chosen', async () => {
    const other = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const domain = (id: string, name: string) => ({ id, name, isActive: true });
    const fetchMock = mockFetch({
      'GET /api/domains': { body: { data: [domain(DOMAIN_ID, 'alpha.example'), domain(other, 'beta.example')] } },
      [`POST /api/domains/${other}/full-audit`]: { status: 202, body: { auditId: AUDIT_ID } },
      [`GET /api/audits/${AUDIT_ID}`]: { body: { ...running, domainName: 'beta.example' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<WorkspaceAuditButton domainId={DOMAIN_ID} domainName="alpha.example" />);
    await waitFor(() => expect(fetchMock.calls.map((c) => c.url)).toContain('/api/domains'));

    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    const picker = await screen.findByRole('dialog', { name: 'Run a full audit' });
    expect(within(picker).getByRole('combobox', { name: 'Domain' })).toHaveValue(DOMAIN_ID);
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Domain' }), 'beta.example');
    await user.click(within(picker).getByRole('button', { name: 'Start audit' }));

    expect(await toastBehindDialog('Security Audit Started')).toHaveTextContent('Auditing beta.example');
    expect(fetchMock.calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      `/api/domains/${other}/full-audit`,
    ]);
  });

  it('is disabled, saying why, in the read-only demo', async () => {
    const fetchMock = mockFetch({});
    const { client } = renderWithProviders(<FullAuditButton domainId={DOMAIN_ID} />);
    await act(async () => {
      client.setQueryData(workspaceQueryOptions.queryKey, {
        kind: 'personal',
        teamId: null,
        role: 'owner',
        plan: 'agency',
        demo: true,
      });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run Full Audit' })).toBeDisabled());
    expect(screen.getByLabelText(DEMO_DISABLED_HINT)).toContainElement(
      screen.getByRole('button', { name: 'Run Full Audit' }),
    );
    expect(fetchMock.calls).toHaveLength(0);
  });

  it('starts the audit, follows it every 2 s until completed, and shows the score, areas and recommendations', async () => {
    let reads = 0;
    const fetchMock = mockFetch({
      [`POST /api/domains/${DOMAIN_ID}/full-audit`]: { status: 202, body: { auditId: AUDIT_ID } },
      [`GET /api/audits/${AUDIT_ID}`]: () => {
        reads += 1;
        return { body: reads === 1 ? running : completed };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FullAuditButton domainId={DOMAIN_ID} domainName="healthy.sitewarden.test" />);

    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Audit' });
    expect(await toastBehindDialog('Security Audit Started')).toHaveTextContent('Auditing healthy.sitewarden.test');
    expect(within(dialog).getByRole('progressbar', { name: 'Audit progress' })).toHaveAttribute('aria-valuenow', '10');
    expect(within(dialog).getByText('DNS Security Check').parentElement).toHaveTextContent('(done)');
    expect(within(dialog).getByText('SSL Certificate Validation').parentElement).toHaveTextContent('(in progress)');

    await screen.findByRole('dialog', { name: 'Security Audit Results' }, { timeout: 10_000 });
    expect(reads).toBe(2);
    expect(await toastBehindDialog('Audit Complete')).toHaveTextContent(
      'Security score: 82/100 Your domain is secure!',
    );
    const results = within(screen.getByRole('dialog'));
    expect(results.getByRole('progressbar', { name: 'Audit progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(results.getByText('82')).toBeInTheDocument();
    expect(results.getByText('Secure')).toBeInTheDocument();
    for (const area of ['DNS', 'SSL Certificate', 'WHOIS', 'Security', 'Performance', 'Vulnerabilities']) {
      expect(results.getByText(area, { selector: 'p' })).toBeInTheDocument();
    }
    expect(results.getByText('Missing headers: Content-Security-Policy')).toBeInTheDocument();
    expect(results.getByText(/Issued by Sitewarden Test Intermediate CA · 90 days left/)).toBeInTheDocument();
    expect(results.getByText('Send a Content-Security-Policy header')).toBeInTheDocument();

    // The poll stops once the audit is completed.
    await new Promise((r) => setTimeout(r, 2500));
    expect(fetchMock.calls.filter((c) => c.url === `/api/audits/${AUDIT_ID}`)).toHaveLength(2);
  });

  it('names an internationalised domain in Unicode in the audit texts, never as punycode', async () => {
    const IDN = 'xn--e1afmkfd.xn--p1ai';
    let reads = 0;
    mockFetch({
      [`POST /api/domains/${DOMAIN_ID}/full-audit`]: { status: 202, body: { auditId: AUDIT_ID } },
      [`GET /api/audits/${AUDIT_ID}`]: () => {
        reads += 1;
        return { body: { ...(reads === 1 ? running : completed), domainName: IDN } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FullAuditButton domainId={DOMAIN_ID} domainName={IDN} />);
    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    expect(await toastBehindDialog('Security Audit Started')).toHaveTextContent('Auditing пример.рф.');
    expect(await screen.findByRole('dialog', { name: 'Security Audit' })).toHaveTextContent('Auditing пример.рф:');
    const results = await screen.findByRole('dialog', { name: 'Security Audit Results' }, { timeout: 10_000 });
    expect(results).toHaveTextContent('пример.рф');
    expect(document.body.textContent).not.toContain('xn--');
  });

  it("says 'Audit Failed' with the server's message when the audit cannot start", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      [`POST /api/domains/${DOMAIN_ID}/full-audit`]: {
        status: 404,
        body: { message: 'Domain not found.', code: 'NOT_FOUND' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FullAuditButton domainId={DOMAIN_ID} domainName="healthy.sitewarden.test" />);
    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    const toast = await findToast('Audit Failed');
    expect(toast).toHaveTextContent('Domain not found.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      429,
      'LIGHTHOUSE_BUSY',
      'This workspace already has 5 audits and performance analyses waiting or running. Try again in 45 s.',
    ],
    [
      429,
      'RATE_LIMITED',
      'The Pro plan allows 30 audits and performance analyses an hour per workspace, and this workspace has started them all. Try again in 12 min.',
    ],
    [403, 'FORBIDDEN', 'Viewers cannot start audits or performance analyses. Ask a team admin for a different role.'],
  ])("reports a refused start (%i %s) with the server's words, asking once", async (status, code, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch({
      [`POST /api/domains/${DOMAIN_ID}/full-audit`]: {
        status,
        body: { message, code, details: status === 429 ? { retryAfter: 45 } : undefined },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<FullAuditButton domainId={DOMAIN_ID} domainName="healthy.sitewarden.test" />);
    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    expect(await findToast('Audit Failed')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Run Full Audit' })).toBeEnabled();
  });

  it('shows a failed audit with its error, else a default message', async () => {
    mockFetch({
      [`POST /api/domains/${DOMAIN_ID}/full-audit`]: { status: 202, body: { auditId: AUDIT_ID } },
      [`GET /api/audits/${AUDIT_ID}`]: { body: { ...running, status: 'failed', error: null } },
    });
    const user = userEvent.setup();
    renderWithProviders(<FullAuditButton domainId={DOMAIN_ID} domainName="healthy.sitewarden.test" />);
    await user.click(screen.getByRole('button', { name: 'Run Full Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Security Audit Failed' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('An error occurred during the audit');
    expect(within(dialog).getByRole('progressbar', { name: 'Audit progress' })).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('audit running view (SPEC §4)', () => {
  it('ticks the checklist off as the progress passes 10, 30, 50, 70 and 90', () => {
    vi.useFakeTimers();
    render(
      <FullAuditDialog
        open
        onOpenChange={() => undefined}
        domainName="healthy.sitewarden.test"
        audit={running}
        onRunAgain={() => undefined}
      />,
    );
    const state = () =>
      [
        'DNS Security Check',
        'SSL Certificate Validation',
        'WHOIS Information',
        'Security Vulnerabilities',
        'Performance Analysis',
      ].map((label) => /\((\w[\w ]*)\)$/.exec(screen.getByText(label).parentElement?.textContent ?? '')?.[1]);
    expect(state()).toEqual(['done', 'in progress', 'waiting', 'waiting', 'waiting']);
    act(() => void vi.advanceTimersByTime(4000)); // 30
    expect(state()).toEqual(['done', 'done', 'in progress', 'waiting', 'waiting']);
    act(() => void vi.advanceTimersByTime(4000)); // 50
    expect(state()).toEqual(['done', 'done', 'done', 'in progress', 'waiting']);
    act(() => void vi.advanceTimersByTime(4000)); // 70
    expect(state()).toEqual(['done', 'done', 'done', 'done', 'in progress']);
    act(() => void vi.advanceTimersByTime(4000)); // 90
    expect(state()).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(screen.getByRole('progressbar', { name: 'Audit progress' })).toHaveAttribute('aria-valuenow', '90');
  });

  it('shows the score band of a completed audit (SPEC §9.4)', () => {
    const { rerender } = render(
      <FullAuditDialog
        open
        onOpenChange={() => undefined}
        domainName="d"
        audit={{ ...completed, overallScore: 74 }}
        onRunAgain={() => undefined}
      />,
    );
    expect(screen.getByText('Needs Improvement')).toBeInTheDocument();
    rerender(
      <FullAuditDialog
        open
        onOpenChange={() => undefined}
        domainName="d"
        audit={{ ...completed, overallScore: 49 }}
        onRunAgain={() => undefined}
      />,
    );
    expect(screen.getByText('Critical Issues')).toBeInTheDocument();
  });

  it('counts security headers missing, ignored by browsers and weak apart (decision 040)', () => {
    const audit: Audit = {
      ...completed,
      securityResults: {
        status: 'warning',
        message:
          'Missing headers: Referrer-Policy; Ignored by browsers: Content-Security-Policy (no directive browsers recognise (defa)) (+1 more)',
        missingHeaders: ['Referrer-Policy'],
        ignoredHeaders: ['Content-Security-Policy'],
        headers: [
          {
            header: 'Strict-Transport-Security',
            present: true,
            value: 'max-age=86400',
            problem: null,
            warnings: ['max-age is 1 day (86400 s)'],
          },
          {
            header: 'Content-Security-Policy',
            present: false,
            value: 'defa',
            problem: 'no directive browsers recognise (defa)',
            warnings: [],
          },
          { header: 'X-Content-Type-Options', present: true, value: 'nosniff', problem: null, warnings: [] },
          { header: 'X-Frame-Options', present: true, value: 'DENY', problem: null, warnings: [] },
          { header: 'Referrer-Policy', present: false, value: null, problem: null, warnings: [] },
        ],
      },
    };
    render(
      <FullAuditDialog open onOpenChange={() => undefined} domainName="d" audit={audit} onRunAgain={() => undefined} />,
    );
    expect(
      screen.getByText('1 security header missing · 1 security header ignored by browsers · 1 security header weak'),
    ).toBeInTheDocument();
  });
});
