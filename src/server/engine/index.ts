// The engine's public surface: probes behind one interface, the quick scan and the rules-based insights.
export {
  defaultEngineOptions,
  DEFAULT_DNSBL_ZONES,
  DEFAULT_TIMEOUTS,
  type EngineOptions,
  type EngineTimeouts,
} from './options';
export { closeEngineContext } from './context';
export { normalizeDomain, type NormalizedDomain } from './net/normalize-domain';
export { probeRegistry, runProbe, PROBE_KINDS, type ProbeDetailsByKind, type ProbeResultOf } from './registry';
export {
  runScan,
  SCAN_CHECK_TYPES,
  type ScanCheckType,
  type ScanRequest,
  type ScanResult,
  type ScanCheck,
  type PerformanceCheck,
} from './scan';
export { overallStatus } from './overall-status';
export { analyseScan, type AiInsights, type InsightIssue, type InsightRecommendation } from './insights-rules';
export { CITATIONS, type Citation } from './insights-citations';
export { parseDnsblZones } from './probes/dnsbl';
export { uptimeHistoryDetails } from './probes/http-probe';
export type { CheckStatus, Finding, Probe, ProbeKind, ProbeOutcome, ProbeResult, ProbeTarget } from './types';
export type { NetworkTimings } from './net/fetch-pinned';
export {
  runLighthouse,
  CHROMIUM_FLAGS,
  DEFAULT_LIGHTHOUSE_TIMEOUT_MS,
  type LighthouseDetails,
  type LighthouseDevice,
  type LighthouseResource,
  type LighthouseResult,
  type LighthouseRunOptions,
  type LighthouseScores,
  type LighthouseTarget,
  type LighthouseThirdParty,
  type LighthouseVitals,
} from './probes/lighthouse-probe';
export { lookUpDns, describeDnsError, type DnsAnswer } from './dns-lookup';
