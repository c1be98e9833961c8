import { evaluateSecurity, initialSecurityState, type SecurityState } from '../../evaluate/security';
import type { CheckFamilyDescriptor } from '../family';
import { homeCadence } from './cadence';
import { probeHomePage } from './probe-home-page';

/** Security headers and DNS blacklists, then the security rule (a new listing, a header gone or weakened). */
export const securityFamily: CheckFamilyDescriptor = {
  id: 'security',
  historyType: 'security',
  instances: 'domain',
  scan: 'security',
  intervalMs: homeCadence('security'),
  lane: 'background',
  firstChecksPerSecond: 5,
  async run(check) {
    const result = await probeHomePage(check, 'security');
    const d = result.details;
    if (!d) return [];
    const listedOn = [...new Set(d.dnsbl.filter((b) => b.outcome === 'listed').map((b) => b.zone))];
    const sentHeaders = d.headers.filter((h) => h.value !== null).map((h) => h.header as string);
    const effectiveHeaders = d.headers.filter((h) => h.present).map((h) => h.header as string);
    const problems = Object.fromEntries(d.headers.flatMap((h) => (h.problem ? [[h.header, h.problem]] : [])));
    return check.rule<SecurityState>('security', initialSecurityState, (s) =>
      evaluateSecurity(s, { listedOn, sentHeaders, effectiveHeaders, problems }, { domain: check.subject }),
    );
  },
};
