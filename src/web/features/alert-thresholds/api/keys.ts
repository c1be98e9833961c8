/** Query keys of the alert thresholds screen. The list key is also the path it GETs (SPEC §7). */
export const thresholdKeys = {
  list: ['/api/alert-thresholds'] as const,
};
