import {
  evaluateDnsChange,
  initialDnsChangeState,
  WATCHED_RECORD_TYPES,
  recordSet,
  type DnsChangeState,
} from '../../evaluate/dns-change';
import type { CheckFamilyDescriptor } from '../family';
import { homeCadence } from './cadence';
import { probeHomePage } from './probe-home-page';

/** DNS: the probe, the domain's current records (side write: dns_records replaced), then the change rule. */
export const dnsFamily: CheckFamilyDescriptor = {
  id: 'dns',
  historyType: 'dns',
  instances: 'domain',
  scan: 'dns',
  intervalMs: homeCadence('dns'),
  lane: 'background',
  firstChecksPerSecond: 20,
  async run(check) {
    const { domain } = check;
    const result = await probeHomePage(check, 'dns');
    const d = result.details;
    if (!d || result.status === 'error') return [];
    const failed = d.failedTypes ?? [];
    // a lookup that failed says nothing of its records: the stored ones stay until a complete answer replaces them
    if (failed.length === 0) {
      await check.deps.repo.replaceDnsRecords(
        domain.id,
        d.records.map((r) => ({ recordType: r.type, name: r.name, value: r.value, ttl: r.ttl })),
      );
    }
    // each owner name's records are their own set: the apex's TXT records, _dmarc's, the zone's NS (decision 073)
    const watched: readonly string[] = WATCHED_RECORD_TYPES;
    const set = recordSet(d.records.filter((r) => watched.includes(r.type)));
    return check.rule<DnsChangeState>('dns-change', initialDnsChangeState, (s) =>
      evaluateDnsChange(s, set, { domain: check.subject, enabled: domain.thresholds.dnsChangeAlerts }, failed),
    );
  },
};
