import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Audit } from '../../../../shared/contracts/audits';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { FullAuditDialog } from '../../audit/components/full-audit-dialog';
import { FreeScanResult } from '../../landing/components/free-scan-result';
import { renderWithProviders } from '../../../test/render';
import { ScanResultCard } from './scan-result-card';

// Decision 039: every screen that shows a registration result says which of the three outcomes it is, in words;
// "unknown" is never blank and never "Not registered".
const REASON = 'RDAP: RDAP server answered 503; WHOIS: the registry is rate-limiting queries';
/** The reason in words; the raw REASON is the technical detail behind the disclosure (decision 044). */
const SAID = 'Registration unknown: the registry is limiting how often it may be asked; the next check asks again';
const whoisDetails = (extra: Record<string, unknown>) => ({
  registrar: null,
  createdAt: null,
  updatedAt: null,
  expiresAt: null,
  nameservers: [],
  statuses: [],
  dnssec: null,
  unknownReason: null,
  source: null,
  server: null,
  referralServer: null,
  daysUntilExpiry: null,
  rdapError: null,
  whoisError: null,
  ...extra,
});

// The messages are left empty on purpose: the words must come from the outcome, not from the message.
const unknownCheck = {
  status: 'error' as const,
  message: '',
  details: whoisDetails({ registration: 'unknown', unknownReason: REASON, rdapError: 'RDAP server answered 503' }),
};
const notRegisteredCheck = {
  status: 'critical' as const,
  message: '',
  details: whoisDetails({ registration: 'not-registered', source: 'rdap' }),
};
const registeredCheck = {
  status: 'healthy' as const,
  message: 'Registered with Gandi SAS, expires in 400 days (2028-01-05)',
  details: whoisDetails({
    registration: 'registered',
    registrar: 'Gandi SAS',
    expiresAt: '2028-01-05T00:00:00.000Z',
    daysUntilExpiry: 400,
    source: 'rdap',
  }),
};

const scan = (whois: ScanResultResponse['whois']): ScanResultResponse => ({
  domain: 'shop.example',
  whois,
  overallStatus: 'warning',
  scannedAt: '2026-11-22T03:47:49.174Z',
  cached: false,
});

describe('registration outcome on the free scan', () => {
  const whoisItem = () => screen.getByText('Domain registration (WHOIS)').closest('li') as HTMLElement;

  it('says registration is unknown and why', () => {
    renderWithProviders(<FreeScanResult result={scan(unknownCheck)} />, { user: null });
    expect(within(whoisItem()).getByText(SAID)).toBeInTheDocument();
    expect(within(whoisItem()).getByText(REASON).closest('details')).toHaveTextContent('Technical detail');
    expect(whoisItem()).not.toHaveTextContent(/not registered/i);
  });

  it('says not registered when the registry has no record', () => {
    renderWithProviders(<FreeScanResult result={scan(notRegisteredCheck)} />, { user: null });
    expect(within(whoisItem()).getByText('Not registered (the registry has no record)')).toBeInTheDocument();
  });

  it('says registered with the registrar', () => {
    renderWithProviders(<FreeScanResult result={scan(registeredCheck)} />, { user: null });
    expect(
      within(whoisItem()).getByText('Registered with Gandi SAS, expires in 400 days (2028-01-05)'),
    ).toBeInTheDocument();
  });
});

describe('registration outcome in the scanner', () => {
  it('puts the outcome in the row and in the details', async () => {
    const user = userEvent.setup();
    render(<ScanResultCard result={scan(unknownCheck)} now={Date.parse('2026-11-22T03:50:00Z')} />);
    expect(screen.getByText(SAID)).toBeInTheDocument();
    expect(screen.getByText(REASON).closest('details')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Details for WHOIS' }));
    expect(screen.getByText('Outcome').nextElementSibling).toHaveTextContent(SAID);
    expect(screen.queryByText(/not registered/i)).toBeNull();
  });

  it('names the registrar and the expiry date of a registered domain in the details', async () => {
    const user = userEvent.setup();
    render(<ScanResultCard result={scan(registeredCheck)} now={Date.parse('2026-11-22T03:50:00Z')} />);
    await user.click(screen.getByRole('button', { name: 'Details for WHOIS' }));
    expect(screen.getByText('Outcome').nextElementSibling).toHaveTextContent(
      'Registered with Gandi SAS, expires on 2028-01-05',
    );
  });

  it('says not registered in the row', () => {
    render(<ScanResultCard result={scan(notRegisteredCheck)} now={Date.parse('2026-11-22T03:50:00Z')} />);
    expect(screen.getByText('Not registered (the registry has no record)')).toBeInTheDocument();
  });
});

describe('registration outcome in the full audit', () => {
  const audit = (whoisResults: Audit['whoisResults']): Audit => ({
    id: 'a1',
    domainId: 'd1',
    domainName: 'shop.example',
    status: 'completed',
    overallScore: 70,
    error: null,
    dnsResults: null,
    sslResults: null,
    securityResults: null,
    whoisResults,
    performanceResults: null,
    vulnerabilityResults: null,
    recommendations: [],
    startedAt: '2026-11-22T04:00:00.000Z',
    completedAt: '2026-11-22T04:01:00.000Z',
  });
  const show = (whoisResults: Audit['whoisResults']) =>
    render(
      <FullAuditDialog
        open
        onOpenChange={() => undefined}
        domainName="shop.example"
        audit={audit(whoisResults)}
        onRunAgain={() => undefined}
      />,
    );
  const area = () => screen.getByText('WHOIS').closest('li') as HTMLElement;

  it('says registration is unknown and why, never blank', () => {
    show({ status: 'error', message: '', registration: 'unknown', unknownReason: REASON, registrar: null });
    expect(within(area()).getByText(SAID)).toBeInTheDocument();
    expect(within(area()).getByText(REASON).closest('details')).not.toBeNull();
    expect(area()).not.toHaveTextContent(/not registered/i);
  });

  it('says not registered, and registered with the registrar', () => {
    show({ status: 'critical', message: '', registration: 'not-registered', registrar: null });
    expect(within(area()).getByText('Not registered (the registry has no record)')).toBeInTheDocument();
  });

  it('lists registrar and days left for a registered domain', () => {
    show({
      status: 'healthy',
      message: 'Registered with Gandi SAS, expires in 400 days (2028-01-05)',
      registration: 'registered',
      registrar: 'Gandi SAS',
      daysUntilExpiry: 400,
    });
    expect(within(area()).getByText('Registered with Gandi SAS, expires in 400 days (2028-01-05)')).toBeInTheDocument();
    expect(within(area()).getByText('Gandi SAS · 400 days left')).toBeInTheDocument();
  });
});
