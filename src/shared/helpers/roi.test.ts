import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_THRESHOLDS, PLANS } from '../constants/plans';
import { calculateRoi, worstCaseAlertMinutes, type RoiInputs } from './roi';

const inputs: RoiInputs = {
  revenuePerHour: 1200,
  incidentsPerYear: 6,
  detectionMinutesWithout: 70,
  detectionMinutesWith: 10,
  manualHoursPerMonth: 2,
  hourlyRate: 80,
  planPricePerMonth: 29,
};

describe('ROI calculator', () => {
  it('adds the downtime avoided and the engineering time saved, less the plan', () => {
    const result = calculateRoi(inputs);
    expect(result.minutesSavedPerIncident).toBe(60);
    expect(result.downtimeHoursAvoided).toBe(6);
    expect(result.downtimeCostAvoided).toBe(7200);
    expect(result.engineeringCostSaved).toBe(1920);
    expect(result.annualBenefit).toBe(9120);
    expect(result.annualCost).toBe(348);
    expect(result.netAnnualValue).toBe(8772);
    expect(result.roiPercent).toBeCloseTo(2520.69, 2);
    expect(result.paybackMonths).toBeCloseTo(0.458, 3);
  });

  it('saves nothing when monitoring would be slower than noticing by hand, and reports the loss', () => {
    const result = calculateRoi({ ...inputs, detectionMinutesWithout: 5, manualHoursPerMonth: 0 });
    expect(result.minutesSavedPerIncident).toBe(0);
    expect(result.annualBenefit).toBe(0);
    expect(result.netAnnualValue).toBe(-348);
    expect(result.roiPercent).toBe(-100);
    expect(result.paybackMonths).toBeNull();
  });

  it('has no ROI percentage or payback on a free plan, and ignores negative or empty inputs', () => {
    const result = calculateRoi({ ...inputs, planPricePerMonth: 0, revenuePerHour: -5, hourlyRate: Number.NaN });
    expect(result.annualCost).toBe(0);
    expect(result.annualBenefit).toBe(0);
    expect(result.roiPercent).toBeNull();
    expect(result.paybackMonths).toBeNull();
  });
});

describe('worst-case alert time per plan', () => {
  const threshold = DEFAULT_ALERT_THRESHOLDS.downtimeMinutes;
  it('is one interval to the first failure plus checks until the downtime threshold has passed', () => {
    expect(worstCaseAlertMinutes(PLANS.free.checkIntervalSeconds, threshold)).toBe(120);
    expect(worstCaseAlertMinutes(PLANS.pro.checkIntervalSeconds, threshold)).toBe(10);
    expect(worstCaseAlertMinutes(PLANS.agency.checkIntervalSeconds, threshold)).toBe(6);
    expect(worstCaseAlertMinutes(PLANS.enterprise.checkIntervalSeconds, threshold)).toBe(5.5);
  });
  it('alerts on the confirmed first failure when the threshold is 0', () => {
    expect(worstCaseAlertMinutes(PLANS.pro.checkIntervalSeconds, 0)).toBe(5);
  });
});
