/**
 * A sentence per /readyz check, for operators reading /admin/system: what the check looks at. One entry per check
 * name the processes register (ops routes' database, main.ts's startup and redis, the watchdog's monitoring).
 */
export const READINESS_EXPLANATIONS: Readonly<Record<string, string>> = {
  database: 'The database answered a trivial query within 3 seconds: pages, the API and the checks can read and write.',
  startup:
    'This process finished its start-up work (the content files, the worker\'s first schedules); until then it answers "starting".',
  redis: "The queue's Redis answered a ping within 3 seconds: every process can reach the schedules and the jobs.",
  monitoring:
    "The check watchdog's last finding: ok while every monitored domain was checked within two of its intervals; " +
    'stalled (the status is then degraded) while some are overdue.',
};

export const UNKNOWN_READINESS_EXPLANATION =
  'A readiness check this process registers: ok when its dependency answered within 3 seconds.';
