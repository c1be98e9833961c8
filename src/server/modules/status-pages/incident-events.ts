/**
 * Told when an incident opens (or opens again) and when it is resolved, by the people managing a page and by
 * automatic incidents alike, whether or not subscribers are mailed: partner events (decision 081) listen.
 */
export interface IncidentEvents {
  incidentOpened(incidentId: string): Promise<void>;
  incidentResolved(incidentId: string): Promise<void>;
}

export const noIncidentEvents: IncidentEvents = {
  incidentOpened: async () => undefined,
  incidentResolved: async () => undefined,
};
