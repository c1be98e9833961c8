/**
 * The ROI calculator's arithmetic (/roi-calculator). Every figure comes from the visitor's own inputs; the only
 * product facts used are the plan prices and check intervals of SPEC §9.1 and the downtime alert threshold of §9.2.
 */

export interface RoiInputs {
  /** Revenue (or value) the site brings in per hour, in USD: what an hour of downtime costs. */
  revenuePerHour: number;
  /** Outages a year. */
  incidentsPerYear: number;
  /** Minutes until someone notices an outage without monitoring (a customer e-mail, a colleague). */
  detectionMinutesWithout: number;
  /** Minutes until the alert arrives with monitoring. */
  detectionMinutesWith: number;
  /** Engineering hours a month spent checking certificates, DNS and renewals by hand. */
  manualHoursPerMonth: number;
  /** Cost of one engineering hour, in USD. */
  hourlyRate: number;
  /** The plan's price per month, in USD. */
  planPricePerMonth: number;
}

export interface RoiResult {
  /** Downtime each incident no longer has, because it is noticed sooner. */
  minutesSavedPerIncident: number;
  downtimeHoursAvoided: number;
  downtimeCostAvoided: number;
  engineeringCostSaved: number;
  annualBenefit: number;
  annualCost: number;
  netAnnualValue: number;
  /** Net value as a share of the cost, in percent; null when the plan costs nothing. */
  roiPercent: number | null;
  /** Months of benefit that pay for a year of the plan; null when free or when there is no benefit. */
  paybackMonths: number | null;
}

/** Negative, empty or non-numeric inputs count as zero: the result is never NaN or negative by accident. */
function amount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * minutes saved per incident = max(0, detection without - detection with)
 * downtime cost avoided       = incidents a year x minutes saved / 60 x revenue per hour
 * engineering cost saved      = manual hours a month x 12 x hourly rate
 * annual benefit              = downtime cost avoided + engineering cost saved
 * annual cost                 = plan price x 12
 * ROI                         = (annual benefit - annual cost) / annual cost
 */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const minutesSavedPerIncident = Math.max(
    0,
    amount(inputs.detectionMinutesWithout) - amount(inputs.detectionMinutesWith),
  );
  const downtimeHoursAvoided = (amount(inputs.incidentsPerYear) * minutesSavedPerIncident) / 60;
  const downtimeCostAvoided = downtimeHoursAvoided * amount(inputs.revenuePerHour);
  const engineeringCostSaved = amount(inputs.manualHoursPerMonth) * 12 * amount(inputs.hourlyRate);
  const annualBenefit = downtimeCostAvoided + engineeringCostSaved;
  const annualCost = amount(inputs.planPricePerMonth) * 12;
  const netAnnualValue = annualBenefit - annualCost;
  return {
    minutesSavedPerIncident,
    downtimeHoursAvoided,
    downtimeCostAvoided,
    engineeringCostSaved,
    annualBenefit,
    annualCost,
    netAnnualValue,
    roiPercent: annualCost > 0 ? (netAnnualValue / annualCost) * 100 : null,
    paybackMonths: annualCost > 0 && annualBenefit > 0 ? annualCost / (annualBenefit / 12) : null,
  };
}

/**
 * The longest a confirmed outage can go before its alert is sent: up to one check interval until the first failed
 * check (confirmed at once by a re-check), then checks every interval until the outage has lasted the downtime
 * threshold. With a threshold of 0 the alert goes out on confirmation.
 */
export function worstCaseAlertMinutes(checkIntervalSeconds: number, downtimeMinutes: number): number {
  const interval = checkIntervalSeconds / 60;
  const waits = downtimeMinutes > 0 ? Math.ceil((downtimeMinutes * 60) / checkIntervalSeconds) : 0;
  return interval + waits * interval;
}
