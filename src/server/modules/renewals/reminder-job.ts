import { RENEWAL_TYPE_LABELS } from '../../../shared/contracts/renewals';
import { daysBetween, localDate } from '../../../shared/helpers/renewal-display';
import type { Database } from '../../db/client';
import type { JobsExtension } from '../../jobs/runtime';
import type { ScheduleSpec, Scheduler } from '../../jobs/scheduler/types';
import type { Mailer } from '../../notifications/mailer';
import { renewalReminderEmail } from '../../notifications/templates/renewal-reminder';
import { createRenewalsRepository } from './renewals.repository';

/** A reminder whose date passed while no worker ran is still sent this many days late, not later. */
export const LATE_REMINDER_DAYS = 3;

export interface ReminderJobDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Sends each renewal reminder once, by e-mail, on its date in the recipient's time zone (the user who added it).
 * Run often (hourly): a run sends what is due and not yet sent. The sent mark is claimed before sending, so
 * several workers never send one reminder twice; a failed send gives the claim back and the next run retries.
 * With e-mail turned off in the alert preferences, or an address not confirmed yet, the reminder is marked sent
 * without a message.
 */
export function createReminderJob({
  db,
  mailer,
  publicUrl,
  now = () => new Date(),
  log = console.error,
}: ReminderJobDeps) {
  const repo = createRenewalsRepository(db);
  const link = `${publicUrl.replace(/\/+$/, '')}/`;
  return async function sendDueReminders(): Promise<number> {
    const at = now();
    const utcToday = localDate(at);
    // Time zones run from UTC-12 to UTC+14: a day either side of UTC covers every recipient's today.
    const candidates = await repo.pending(shift(utcToday, -LATE_REMINDER_DAYS - 1), shift(utcToday, 1));
    let sent = 0;
    for (const reminder of candidates) {
      const lateBy = daysBetween(reminder.date, localDate(at, reminder.timezone));
      if (lateBy < 0 || lateBy > LATE_REMINDER_DAYS) continue;
      if (!(await repo.claim(reminder.id, at))) continue;
      if (!reminder.emailOn) continue;
      try {
        await mailer.send({
          to: reminder.email,
          ...renewalReminderEmail({
            title: reminder.title,
            typeLabel: RENEWAL_TYPE_LABELS[reminder.type],
            date: reminder.date,
            notes: reminder.notes,
            firstName: reminder.firstName,
            link,
          }),
        });
        sent += 1;
      } catch (error) {
        log(`renewal reminder ${reminder.id} could not be e-mailed; retrying on the next run`, error);
        await repo.release(reminder.id);
      }
    }
    return sent;
  };
}

export const RENEWAL_REMINDERS_JOB = 'renewal-reminders';
/** Hourly, so a reminder goes out within the first hour of its day wherever its recipient lives. */
export const RENEWAL_REMINDERS_SCHEDULE: ScheduleSpec = {
  id: 'maintenance:renewal-reminders',
  everyMs: 60 * 60_000,
  job: { name: RENEWAL_REMINDERS_JOB, data: {} },
  lane: 'background',
};

/**
 * Adds the reminder job to the notification layer's jobs (main.ts wraps `notificationJobs` with it): the handler
 * in every process, the schedule only where a worker starts (one run per hour across workers on BullMQ).
 */
export function withRenewalReminders(
  base: (runtime: { scheduler: Scheduler }) => JobsExtension,
  deps: ReminderJobDeps,
): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return (runtime) => {
    const extension = base(runtime);
    const send = createReminderJob(deps);
    return {
      ...extension,
      handlers: { ...extension.handlers, [RENEWAL_REMINDERS_JOB]: async () => void (await send()) },
      schedules: [...(extension.schedules ?? []), RENEWAL_REMINDERS_SCHEDULE],
    };
  };
}
