import type { AlertThreshold } from '../../../../shared/contracts/alert-thresholds';

export interface ThresholdGroup {
  domainId: string | null;
  domainName: string | null;
  domainActive: boolean;
  rules: AlertThreshold[];
}

/** Rules grouped by domain, in the API's order (workspace-wide rules first, then by domain name). */
export function groupByDomain(rules: readonly AlertThreshold[]): ThresholdGroup[] {
  const groups = new Map<string, ThresholdGroup>();
  for (const rule of rules) {
    const key = rule.domainId ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { domainId: rule.domainId, domainName: rule.domainName, domainActive: rule.domainActive, rules: [] };
      groups.set(key, group);
    }
    group.rules.push(rule);
  }
  return [...groups.values()];
}
