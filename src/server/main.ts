import path from 'node:path';
import { subscriptionTierSchema } from '../shared/contracts/auth';
import { CommandError, parseArgs, stringOption, UsageError, type ParsedArgs } from './cli-args';
import { POSTGRES_BACKUP_ADVICE, restoreDataDir, writeBackupFile } from './cli/backup';
import { databaseDescription } from './cli/data-place';
import { runDataOperation } from './cli/run-data-operation';
import { ConfigError, loadConfig, type Config } from './config';

const USAGE = `Usage: sitewarden <command>

  start [--role all|web|worker]     serve the site and API (web), run the engine (worker), or both (all; default)
  migrate                           apply database migrations (DATABASE_URL, else the embedded database)
  user create --email E --password P [--first F --last L] [--plan free|pro|agency|enterprise] [--admin]
  user plan --email E --plan free|pro|agency|enterprise
  user admin --email E [--revoke]   make a user an administrator (the first account becomes one), or no longer
  user disable --email E            disable an account: no sign-in, sessions and API keys end, domains not checked
  user enable --email E             enable a disabled account again
  seed demo                         create the demo workspace (demo@sitewarden.local)
  backup FILE                       copy the embedded database to FILE (a gzipped tarball), also while it runs
  restore FILE [--force]            replace the embedded database with FILE's (stop the server first)

Beside a running server on the embedded database, user, seed, migrate and backup run inside that server.
Every user change but create is in the admin audit log (/admin/users), by "sitewarden CLI".
`;

/** What a data command printed, wherever it ran (here, or inside the running server). */
function print(lines: string[]): void {
  for (const line of lines) console.log(line);
}

async function user(args: ParsedArgs): Promise<void> {
  const sub = args.positional[1];
  const config = loadConfig();
  const email = stringOption(args, 'email');
  if (!email) throw new UsageError('--email is required');
  if (sub === 'create') {
    const password = stringOption(args, 'password');
    if (!password) throw new UsageError('--password is required');
    const plan = subscriptionTierSchema.safeParse(stringOption(args, 'plan') ?? config.defaultPlan);
    if (!plan.success) throw new UsageError('--plan must be one of free, pro, agency, enterprise');
    const input = {
      email,
      password,
      firstName: stringOption(args, 'first'),
      lastName: stringOption(args, 'last'),
      plan: plan.data,
      admin: args.options.admin === true,
    };
    print((await runDataOperation(config, 'user create', input)).lines);
    return;
  }
  if (sub === 'plan') {
    const plan = subscriptionTierSchema.safeParse(stringOption(args, 'plan'));
    if (!plan.success) throw new UsageError('--plan must be one of free, pro, agency, enterprise');
    print((await runDataOperation(config, 'user plan', { email, plan: plan.data })).lines);
    return;
  }
  if (sub === 'admin') {
    print((await runDataOperation(config, 'user admin', { email, revoke: args.options.revoke === true })).lines);
    return;
  }
  if (sub === 'disable' || sub === 'enable') {
    print((await runDataOperation(config, `user ${sub}`, { email })).lines);
    return;
  }
  throw new UsageError(`Unknown user command "${sub ?? ''}".`);
}

function backupFile(args: ParsedArgs, config: Config): string {
  const file = args.positional[1];
  if (!file) throw new UsageError(`${args.positional[0]} needs the backup's FILE`);
  if (config.databaseUrl) throw new CommandError(POSTGRES_BACKUP_ADVICE);
  return path.resolve(file);
}

async function backup(args: ParsedArgs): Promise<void> {
  const config = loadConfig();
  const file = backupFile(args, config);
  const { lines, payload = new Uint8Array() } = await runDataOperation(config, 'backup', {});
  writeBackupFile(file, payload);
  print([
    ...lines,
    `Backed up the ${databaseDescription(config)} to ${file} (${(payload.byteLength / 1e6).toFixed(1)} MB).`,
  ]);
}

async function restore(args: ParsedArgs): Promise<void> {
  const config = loadConfig();
  print(await restoreDataDir(config.dataDir, backupFile(args, config), { force: args.options.force === true }));
}

export async function runCli(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const command = args.positional[0];
  try {
    if (command === 'start') return await (await import('./cli/start-command')).start(args);
    if (command === 'migrate') return print((await runDataOperation(loadConfig(), 'migrate', {})).lines);
    if (command === 'user') return await user(args);
    if (command === 'seed' && args.positional[1] === 'demo')
      return print((await runDataOperation(loadConfig(), 'seed demo', {})).lines);
    if (command === 'backup') return await backup(args);
    if (command === 'restore') return await restore(args);
    if (command === undefined || command === 'help' || args.options.help) {
      console.log(USAGE);
      return;
    }
    throw new UsageError(`Unknown command "${command}".`);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      console.error(`sitewarden: ${err.message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    if (err instanceof CommandError) {
      console.error(`sitewarden: ${err.message}`);
      process.exitCode = 1;
      return;
    }
    throw err;
  }
}
