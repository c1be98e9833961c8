import {
  renewalMessages,
  type RenewalItem,
  type RenewalReminder,
  type RenewalsResponse,
} from '../../../shared/contracts/renewals';
import { daysBetween, localDate } from '../../../shared/helpers/renewal-display';
import { fieldError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { ReminderRow, RenewalsRepository } from './renewals.repository';

type ReminderValues = Pick<ReminderRow, 'title' | 'type' | 'date' | 'notes'>;

export function toClientReminder(row: ReminderRow): RenewalReminder {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    date: row.date,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    notifiedAt: row.notifiedAt ? row.notifiedAt.toISOString() : null,
  };
}

const byDate = (a: RenewalItem, b: RenewalItem) => a.daysLeft - b.daysLeft || a.title.localeCompare(b.title);

export function createRenewalsService({ repo }: { repo: RenewalsRepository }) {
  return {
    /**
     * SPEC §2.14: certificate and registration expiry of the workspace's active domains and the user's reminders
     * from today on, soonest first. Days count on the caller's calendar (users.timezone).
     */
    async list(ws: Workspace, timeZone: string, now = new Date()): Promise<RenewalsResponse> {
      authorize(ws, 'workspace:read');
      const today = localDate(now, timeZone);
      const [certificates, registrations, reminders] = await Promise.all([
        repo.certificates(ws),
        repo.registrations(ws),
        repo.reminders(ws, today),
      ]);
      const item = (values: Omit<RenewalItem, 'daysLeft'>): RenewalItem => ({
        ...values,
        daysLeft: daysBetween(today, values.date),
      });
      const data: RenewalItem[] = [
        ...certificates.map((c) =>
          item({
            id: `certificate:${c.id}`,
            source: 'certificate',
            type: 'ssl',
            title: `${c.name} SSL certificate`,
            domainId: c.id,
            domainName: c.name,
            date: localDate(c.validTo, timeZone),
            notes: null,
            reminderId: null,
          }),
        ),
        ...registrations.flatMap((r) => {
          const expires = r.expires_at ? new Date(r.expires_at) : null;
          if (!expires || Number.isNaN(expires.getTime())) return [];
          return [
            item({
              id: `registration:${r.id}`,
              source: 'registration',
              type: 'domain',
              title: `${r.name} registration`,
              domainId: r.id,
              domainName: r.name,
              date: localDate(expires, timeZone),
              notes: null,
              reminderId: null,
            }),
          ];
        }),
        ...reminders.map((r) =>
          item({
            id: `reminder:${r.id}`,
            source: 'reminder',
            type: r.type,
            title: r.title,
            domainId: null,
            domainName: null,
            date: r.date,
            notes: r.notes,
            reminderId: r.id,
          }),
        ),
      ];
      const notRegistered = registrations
        .filter((r) => r.outcome === 'not-registered')
        .map((r) => ({ domainId: r.id, domainName: r.name }));
      // a reserved name has no expiry to learn: nobody holds it
      const known = registrations.filter((r) => r.expires_at !== null || r.outcome !== null).length;
      return { data: data.sort(byDate), unknownRegistrations: registrations.length - known, notRegistered };
    },

    async reminders(ws: Workspace): Promise<RenewalReminder[]> {
      authorize(ws, 'workspace:read');
      return (await repo.reminders(ws)).map(toClientReminder);
    },

    /** The date may not be before today on the caller's calendar (SPEC §2.14: minimum today). */
    async createReminder(
      ws: Workspace,
      input: ReminderValues,
      timeZone: string,
      now = new Date(),
    ): Promise<RenewalReminder> {
      authorize(ws, 'monitoring:write');
      if (input.date < localDate(now, timeZone)) throw fieldError('date', renewalMessages.datePast);
      return toClientReminder(await repo.createReminder(ws, input));
    },

    async deleteReminder(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      if (!isUuid(id) || !(await repo.deleteReminder(ws, id))) throw notFound('Reminder not found.');
    },
  };
}

export type RenewalsService = ReturnType<typeof createRenewalsService>;
