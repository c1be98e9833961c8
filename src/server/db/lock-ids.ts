/**
 * Every PostgreSQL advisory lock the server takes, in one place: two kinds of work sharing an id would wait on each
 * other for no reason (the demo seed and the content sync once did). Add a new lock here with the next free id.
 */
export const ADVISORY_LOCK_IDS = {
  migration: 741_852_963,
  demoSeed: 741_852_964,
  accountCreation: 741_852_965,
  contentSync: 741_852_966,
  /** With a second key (the hash of an alert's cause): two-key locks never meet the one-key ones above. */
  alertCause: 741_852_967,
} as const;
