/**
 * What the status page subscribers hear of (issue 17): the incidents and maintenance services call this after the
 * change is stored; the subscribers module sends the mails through the delivery queue (retries, delivery log).
 * Calls return once the notices are queued, not sent.
 */
export interface SubscriberNotices {
  /** An incident was opened, or got an update (its resolution included): its page's confirmed subscribers hear of it. */
  incidentUpdated(updateId: string): Promise<void>;
  /** A maintenance window was scheduled: the confirmed subscribers of every page showing one of its targets hear of it. */
  maintenanceScheduled(windowId: string): Promise<void>;
}

export const noSubscriberNotices: SubscriberNotices = {
  incidentUpdated: async () => undefined,
  maintenanceScheduled: async () => undefined,
};
