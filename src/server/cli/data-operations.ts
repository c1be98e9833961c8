import { z } from 'zod';
import { subscriptionTierSchema } from '../../shared/contracts/auth';
import { CommandError } from '../cli-args';
import type { ChangeFeed } from '../db/change-feed';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../http/errors';
import { createAdminUsersRepository } from '../modules/admin-users/admin-users.repository';
import { CLI_OPERATOR, createAdminUsersService } from '../modules/admin-users/admin-users.service';
import { createUserCommand, userIdCommand } from '../modules/auth/user-admin';
import type { PlanChanges } from '../modules/billing/plan-changes';
import type { DomainLifecycleListener } from '../modules/domains/domains.service';
import { seedDemo } from '../modules/seed/seed-demo';
import { dumpEmbeddedDatabase } from './backup';
import type { ControlAnswer, ControlHandler } from './control-socket';

/**
 * The CLI's commands that read or change data, run wherever the database is open (decision 028): in the CLI's own
 * process when nobody else holds the embedded database (or on PostgreSQL), or inside the running server through
 * its control socket, on the server's own handle, so the server sees the change at once.
 */

export interface DataOperationContext {
  database: DatabaseHandle;
  /** "embedded database in DATA_DIR" or "PostgreSQL database", for messages. */
  where: string;
  /** Set when the operation runs inside the running server. */
  server?: { pid: number };
  /** The one plan-change path as this process reaches it: limits, sessions, e-mail, and schedules where it can. */
  plans: PlanChanges;
  /** Whether `plans` moves the monitoring schedules at once (this process reaches them). */
  movesSchedules: boolean;
  /** This process's caches (signed-in sessions) forget the user. */
  forgetUser?: (userId: string) => Promise<void>;
  /** Moves the account's domains' schedules (a disabled account's are not checked), where this process can. */
  planChanged?: DomainLifecycleListener['planChanged'];
  /** The running servers' caches hear what changed (their own feed, or LISTEN/NOTIFY on PostgreSQL). */
  feed?: ChangeFeed;
}

/**
 * What operators do to accounts on /admin/users, from the command line (decision 067): the same rules (never the last
 * enabled administrator, sessions ended, checks paused), each change in the admin audit log with the CLI as actor.
 */
function accounts({ database, plans, forgetUser, planChanged }: DataOperationContext) {
  return createAdminUsersService({
    repo: createAdminUsersRepository(database.db),
    plans,
    sessions: { forgetUser: forgetUser ?? (async () => undefined) },
    lifecycle: { planChanged },
  });
}

interface DataOperation<I> {
  /** What crosses the control socket is checked again on the server's side. */
  input: z.ZodType<I>;
  /** Leaves the database as it is: no migrations are applied before it runs in the CLI's process. */
  readOnly?: boolean;
  run(context: DataOperationContext, input: I): Promise<ControlAnswer>;
}

const operation = <I>(definition: DataOperation<I>) => definition;
const noInput = z.object({});

export const DATA_OPERATIONS = {
  'user create': operation({
    input: z.object({
      email: z.string(),
      password: z.string(),
      firstName: z.string().optional(),
      lastName: z.string().optional(),
      plan: subscriptionTierSchema,
      admin: z.boolean(),
    }),
    async run({ database }, input) {
      const created = await createUserCommand(database.db, input);
      return {
        lines: [`Created user ${created.email} (${created.subscriptionTier}${created.isAdmin ? ', admin' : ''}).`],
      };
    },
  }),
  'user plan': operation({
    input: z.object({ email: z.string(), plan: subscriptionTierSchema }),
    async run(context, { email, plan }) {
      await accounts(context).changePlan(CLI_OPERATOR, await userIdCommand(context.database.db, email), plan);
      const lines = [`${email} is now on the ${plan} plan.`];
      if (context.movesSchedules) lines.push('Monitoring schedules moved to the new check interval.');
      return { lines };
    },
  }),
  'user admin': operation({
    input: z.object({ email: z.string(), revoke: z.boolean() }),
    async run(context, { email, revoke }) {
      await accounts(context).setAdmin(CLI_OPERATOR, await userIdCommand(context.database.db, email), !revoke);
      return { lines: [revoke ? `${email} is no longer an administrator.` : `${email} is now an administrator.`] };
    },
  }),
  'user disable': operation({
    input: z.object({ email: z.string() }),
    async run(context, { email }) {
      await accounts(context).disable(CLI_OPERATOR, await userIdCommand(context.database.db, email));
      return {
        lines: [
          `${email} is disabled: they cannot sign in, their sessions and API keys no longer work, and their domains are not checked.`,
        ],
      };
    },
  }),
  'user enable': operation({
    input: z.object({ email: z.string() }),
    async run(context, { email }) {
      await accounts(context).enable(CLI_OPERATOR, await userIdCommand(context.database.db, email));
      return { lines: [`${email} is enabled: they can sign in again, and their domains are checked again.`] };
    },
  }),
  'seed demo': operation({
    input: noInput,
    async run({ database, feed }) {
      return {
        lines: [
          (await seedDemo(database, { feed })) ??
            'The demo workspace is being made by another process (a worker) right now.',
        ],
      };
    },
  }),
  migrate: operation({
    input: noInput,
    async run({ server, where }) {
      // the CLI's own process applied them when it opened the database; a server did at its start
      if (server)
        return {
          lines: [`The running server (pid ${server.pid}) applied the migrations when it started: nothing to do.`],
        };
      return { lines: [`Migrations applied to the ${where}.`] };
    },
  }),
  backup: operation({
    input: noInput,
    readOnly: true,
    async run({ database, server }) {
      const payload = await dumpEmbeddedDatabase(database);
      return {
        lines: server ? [`The running server (pid ${server.pid}) made the backup and kept running.`] : [],
        payload,
      };
    },
  }),
};

export type DataOperationName = keyof typeof DATA_OPERATIONS;
export type DataOperationInput<N extends DataOperationName> = z.input<(typeof DATA_OPERATIONS)[N]['input']>;

export function isReadOnly(name: DataOperationName): boolean {
  return (DATA_OPERATIONS[name] as DataOperation<unknown>).readOnly === true;
}

/** Runs the named operation with its input checked; what the control socket and the CLI's own process both use. */
export function dataOperationHandler(context: DataOperationContext): ControlHandler {
  return async ({ operation: name, input }) => {
    const operations = DATA_OPERATIONS as Record<string, DataOperation<unknown>>;
    const definition = Object.hasOwn(operations, name) ? operations[name] : undefined;
    // a CLI of another version than the server's
    if (!definition)
      throw new CommandError(`The running server does not know "${name}": is it the same Sitewarden version?`);
    const parsed = definition.input.safeParse(input);
    if (!parsed.success)
      throw new CommandError(`Invalid input for ${name}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    try {
      return await definition.run(context, parsed.data);
    } catch (error) {
      // a rule the screens answer with an HTTP error (the last administrator, the demo account) is the CLI's message
      if (error instanceof AppError && error.statusCode < 500) throw new CommandError(error.message);
      throw error;
    }
  };
}
