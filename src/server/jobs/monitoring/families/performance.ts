import type { CheckFamilyDescriptor } from '../family';
import { checkPerformance } from '../performance-check';
import { homeCadence } from './cadence';

/**
 * Lighthouse performance, daily (never at a development interval: a run costs seconds of CPU). The quick scan's
 * 'performance' check is the HTTP timings part of it, without Lighthouse.
 */
export const performanceFamily: CheckFamilyDescriptor = {
  id: 'performance',
  historyType: 'performance',
  instances: 'domain',
  scan: 'performance',
  intervalMs: homeCadence('performance', { overridable: false }),
  lane: 'background',
  firstChecksPerSecond: 1,
  run: checkPerformance,
};
