import { evaluateExpiry, initialExpiryState, type ExpiryState } from '../../evaluate/expiry';
import { sslExpiryStepsFor } from '../../evaluate/overrides';
import type { CheckFamilyDescriptor } from '../family';
import { homeCadence } from './cadence';
import { probeHomePage } from './probe-home-page';

/** The TLS certificate: the probe, the domain's certificate row (side write), then the expiry and validity rule. */
export const sslFamily: CheckFamilyDescriptor = {
  id: 'ssl',
  historyType: 'ssl',
  instances: 'domain',
  scan: 'ssl',
  intervalMs: homeCadence('ssl'),
  lane: 'background',
  firstChecksPerSecond: 10,
  async run(check) {
    const { domain } = check;
    const result = await probeHomePage(check, 'ssl');
    const d = result.details;
    if (!d?.connected) return [];
    const valid = d.trusted && d.hostnameMatches !== false && (d.daysUntilExpiry ?? 0) > 0;
    await check.deps.repo.upsertCertificate(domain.id, {
      issuer: d.issuer,
      subject: d.subject,
      validFrom: d.validFrom ? new Date(d.validFrom) : null,
      validTo: d.validTo ? new Date(d.validTo) : null,
      daysUntilExpiry: d.daysUntilExpiry,
      isValid: valid,
    });
    return check.rule<ExpiryState>('ssl-expiry', initialExpiryState, (s) =>
      evaluateExpiry(
        s,
        {
          daysUntilExpiry: d.daysUntilExpiry,
          valid: d.trusted && d.hostnameMatches !== false,
          invalidReason: result.message,
          expiresAt: d.validTo,
        },
        {
          kind: 'ssl',
          domain: check.subject,
          ...sslExpiryStepsFor(domain.overrides, domain.thresholds.sslExpiryDays),
        },
      ),
    );
  },
};
