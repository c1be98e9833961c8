import type { AnalyticsDomain } from '../../../../shared/contracts/trends';

/** The domains that answered slowest on average in the range, slowest first; unmeasured ones are left out. */
type Measured = AnalyticsDomain & { responseTime: number };

export function slowestDomains(domains: readonly AnalyticsDomain[], count = 5): Measured[] {
  return domains
    .filter((d): d is Measured => d.responseTime !== null)
    .sort((a, b) => b.responseTime - a.responseTime)
    .slice(0, count);
}
