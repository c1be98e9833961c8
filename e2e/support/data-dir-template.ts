import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** `sitewarden migrate` once into a data directory, for every server of the run to start from (global setup). */
export async function makeDataDirTemplate(
  runCli: (args: readonly string[], env: NodeJS.ProcessEnv) => Promise<void>,
): Promise<string> {
  const template = mkdtempSync(path.join(tmpdir(), 'sitewarden-e2e-template-'));
  await runCli(['migrate'], { ...process.env, DATA_DIR: template, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' });
  return template;
}

/**
 * A new DATA_DIR whose embedded database is a copy of the template's: a server or CLI started on it finds every
 * migration applied instead of spending ~15 s of CPU creating and migrating a database, as every other spec's server
 * would. Only the database is copied: each directory makes its own session secret.
 */
export function dataDirFrom(template: string, prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sitewarden-e2e-${prefix}-`));
  const pgdata = path.join(template, 'pgdata');
  if (existsSync(pgdata)) cpSync(pgdata, path.join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}
