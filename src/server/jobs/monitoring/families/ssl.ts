import { CERTIFICATE_TRUST_METRIC, evaluateExpiry, initialExpiryState, type ExpiryState } from '../../evaluate/expiry';
import type { RuleAction } from '../../evaluate/types';
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
  /** HTTP only: the certificate alerts it had open are resolved, and its state starts afresh if HTTPS comes back. */
  retire(check, reason) {
    return check.rule<ExpiryState>('ssl-expiry', initialExpiryState, (s) => {
      const actions: RuleAction[] = [];
      const message = `${check.subject}: ${reason}`;
      if (s.invalidAlerted)
        actions.push({ kind: 'resolve-alert', type: 'ssl_expiry', metric: CERTIFICATE_TRUST_METRIC, message });
      if (s.alertedStep !== null) actions.push({ kind: 'resolve-alert', type: 'ssl_expiry', message });
      return { state: actions.length ? initialExpiryState : s, actions };
    });
  },
};
