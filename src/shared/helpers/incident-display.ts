import type { IncidentImpact, IncidentStatus } from '../constants/status-pages';
import type { StatusTone } from './health-score';

/**
 * How a status page incident reads (issue 17): its stage and its impact, in the words the management screens and the
 * public page share, and the status tone (DESIGN §6 colours) an impact is drawn in.
 */
export const INCIDENT_STATUS_LABELS: Record<IncidentStatus, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

export const INCIDENT_IMPACT_LABELS: Record<IncidentImpact, string> = {
  none: 'No impact',
  minor: 'Minor',
  major: 'Major',
  critical: 'Critical',
};

export const INCIDENT_IMPACT_TONES: Record<IncidentImpact, StatusTone> = {
  none: 'unknown',
  minor: 'warning',
  major: 'critical',
  critical: 'critical',
};
