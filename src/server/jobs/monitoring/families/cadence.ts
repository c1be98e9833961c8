import { familyCadenceSeconds, type HomeCheckFamilyId } from '../../../../shared/constants/check-families';
import type { CheckFamilyDescriptor } from '../family';

/**
 * A home-page family's `intervalMs`: its cadence per plan from shared/constants/check-families.ts (what the marketing
 * pages state). CHECK_INTERVAL_SECONDS replaces it for development and tests, unless the family is not `overridable`
 * (Lighthouse: a run costs seconds of CPU, so at a development interval it would saturate the machine).
 */
export function homeCadence(id: HomeCheckFamilyId, { overridable = true } = {}): CheckFamilyDescriptor['intervalMs'] {
  return ({ plan }, overrideSeconds) =>
    overrideSeconds && overridable ? Math.round(overrideSeconds * 1000) : familyCadenceSeconds(id, plan) * 1000;
}
