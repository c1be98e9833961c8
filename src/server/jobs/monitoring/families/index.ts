import type { MonitorType } from '../../../../shared/constants/monitors';
import type { CheckFamilyDescriptor } from '../family';
import { dnsFamily } from './dns';
import { dnsRecordFamily } from './dns-record';
import { endpointFamily } from './endpoint';
import { heartbeatFamily } from './heartbeat';
import { httpFamily } from './http';
import { jsonFamily } from './json';
import { keywordFamily } from './keyword';
import { performanceFamily } from './performance';
import { securityFamily } from './security';
import { sslFamily } from './ssl';
import { tcpFamily } from './tcp';
import { whoisFamily } from './whois';

/**
 * The check families (decision 047): scheduling, the runner, first checks, the watchdog's due counts, retention and
 * the quick scan's selection loop over a registry; adding a family is its file and its line below.
 */
export interface FamilyRegistry {
  readonly all: readonly CheckFamilyDescriptor[];
  /** Run once per probed domain. */
  readonly domainFamilies: readonly CheckFamilyDescriptor[];
  /** Run once per probed monitor of their type. */
  readonly monitorFamilies: readonly CheckFamilyDescriptor[];
  get(id: string): CheckFamilyDescriptor | undefined;
  /** The family that checks monitors of this type. */
  forMonitorType(type: MonitorType): CheckFamilyDescriptor | undefined;
  /** Whether a schedule id is a check schedule of one of these families (`<familyId>:<id>`), rather than another job's. */
  isCheckScheduleId(id: string): boolean;
}

export function createFamilyRegistry(descriptors: readonly CheckFamilyDescriptor[]): FamilyRegistry {
  const byId = new Map<string, CheckFamilyDescriptor>();
  const byMonitorType = new Map<string, CheckFamilyDescriptor>();
  for (const family of descriptors) {
    if (family.id.includes(':'))
      throw new Error(`check family id "${family.id}" may not contain ':' (schedule ids are <family>:<id>)`);
    if (byId.has(family.id)) throw new Error(`two check families are named "${family.id}"`);
    byId.set(family.id, family);
    if (family.instances === 'monitor') {
      const type = family.monitorType ?? family.id;
      if (byMonitorType.has(type)) throw new Error(`two check families check "${type}" monitors`);
      byMonitorType.set(type, family);
    }
  }
  return {
    all: descriptors,
    domainFamilies: descriptors.filter((f) => f.instances === 'domain'),
    monitorFamilies: descriptors.filter((f) => f.instances === 'monitor'),
    get: (id) => byId.get(id),
    forMonitorType: (type) => byMonitorType.get(type),
    isCheckScheduleId: (id) => byId.has(id.slice(0, id.indexOf(':'))),
  };
}

/** The home-page bundle every probed domain has (shared/constants/check-families.ts: their cadences and words). */
const HOME_PAGE_FAMILIES: CheckFamilyDescriptor[] = [
  httpFamily,
  dnsFamily,
  sslFamily,
  whoisFamily,
  securityFamily,
  performanceFamily,
];

/** Monitor families, one per monitor type (shared/constants/monitors.ts), each in families/<type>.ts. */
const MONITOR_FAMILIES: CheckFamilyDescriptor[] = [
  endpointFamily,
  keywordFamily,
  jsonFamily,
  tcpFamily,
  dnsRecordFamily,
  heartbeatFamily,
];

/** The installation's check families. */
export const checkFamilies: FamilyRegistry = createFamilyRegistry([...HOME_PAGE_FAMILIES, ...MONITOR_FAMILIES]);
