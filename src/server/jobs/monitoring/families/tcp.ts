import { describeTrustProblem } from '../../../engine/probes/tls-trust';
import { evaluateExpiry, initialExpiryState, type ExpiryState } from '../../evaluate/expiry';
import { sslExpiryStepsFor } from '../../evaluate/overrides';
import { monitorOverrides, probedMonitorFamily } from './probed-monitor';

/**
 * TCP port monitors: the port must accept connections (the downtime rule); over TLS, its certificate's trust and
 * expiry raise the same alerts as the domain's own certificate (steps 30, 14, 7 days, expired), keyed per monitor, so
 * a mail server's or a database's certificate is watched on any port (over TLS, or STARTTLS on a mail port).
 */
export const tcpFamily = probedMonitorFamily('tcp', {
  async rules(check, result) {
    const certificate = result.details?.certificate;
    if (!certificate) return [];
    const valid = certificate.trusted && certificate.hostnameMatches !== false;
    const invalidReason = certificate.trustProblem
      ? describeTrustProblem(certificate.trustProblem, certificate.trustError ?? '').replace('this domain', 'this host')
      : undefined;
    return check.rule<ExpiryState>('ssl-expiry', initialExpiryState, (state) =>
      evaluateExpiry(
        state,
        { daysUntilExpiry: certificate.daysUntilExpiry, valid, invalidReason, expiresAt: certificate.validTo },
        {
          kind: 'ssl',
          domain: check.subject,
          // the monitor's own certificate rule first, else the domain's
          ...sslExpiryStepsFor(
            { ...check.domain.overrides, ...monitorOverrides(check) },
            check.domain.thresholds.sslExpiryDays,
          ),
        },
      ),
    );
  },
});
