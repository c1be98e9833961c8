/**
 * Every alert type (SPEC §3.1's five, plus `registration_expiry`: decision 077). One type per cause family, because
 * alerts resolve, filter, count and route (Slack and webhook subscriptions) by type: the certificate's expiry and
 * trust are `ssl_expiry`, the domain's registration (expiry and "not registered") is `registration_expiry`.
 */
export const ALERT_TYPES = [
  'ssl_expiry',
  'registration_expiry',
  'performance',
  'downtime',
  'dns_change',
  'security',
] as const;
export type AlertTypeName = (typeof ALERT_TYPES)[number];
