/**
 * What `sitewarden backup` costs a running server on the embedded database (decision 028): the dump is taken under
 * PGlite's query lock, so queries wait for it while the event loop stays free. Prints the data directory's size,
 * the backup's size and time, the longest wait of a query meanwhile, the longest event-loop stall, and the time
 * `sitewarden restore` takes to load the backup.
 *
 *   npx tsx bench/backup/run.ts [--domains 1000] [--days 90]
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { dumpEmbeddedDatabase, restoreDataDir, writeBackupFile } from '../../src/server/cli/backup';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { users } from '../../src/server/db/schema';
import { seedHistory } from '../api/seed';

const { values } = parseArgs({
  options: { domains: { type: 'string', default: '1000' }, days: { type: 'string', default: '90' } },
});
const shape = { domains: Number(values.domains), days: Number(values.days), checksPerDay: 288 };

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const root = mkdtempSync(path.join(tmpdir(), 'sw-bench-backup-'));
try {
  const original = path.join(root, 'original');
  const handle = await openDatabase({ dataDir: original });
  await runMigrations(handle);
  const [owner] = await handle.db
    .insert(users)
    .values({ email: 'bench@example.com', password: 'x', subscriptionTier: 'agency' })
    .returning();
  await seedHistory(handle.db, owner!.id, shape);

  // alone first: the backup's own time
  const quietStarted = performance.now();
  const file = path.join(root, 'backup.tar.gz');
  writeBackupFile(file, await dumpEmbeddedDatabase(handle));
  const quietTook = performance.now() - quietStarted;

  // then with requests' queries one after the other meanwhile: the longest any of them waited
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  stalls.enable();
  let done = false;
  const dumping = dumpEmbeddedDatabase(handle).finally(() => (done = true));
  let queryWaited = 0;
  while (!done) {
    const queried = performance.now();
    await handle.ping();
    queryWaited = Math.max(queryWaited, performance.now() - queried);
    await new Promise((resolve) => setImmediate(resolve)); // requests arrive as I/O, between which timers run
  }
  const backup = await dumping;
  stalls.disable();
  const pgdataBytes = folderBytes(path.join(original, 'pgdata'));
  await handle.close();

  const restoreStarted = performance.now();
  await restoreDataDir(path.join(root, 'restored'), file, { force: false });
  const restoreTook = performance.now() - restoreStarted;

  console.log(`embedded database: ${shape.domains} domains, ${shape.days} days of history; pgdata ${mb(pgdataBytes)}`);
  console.log(
    `backup (checkpoint + gzipped dump, written to a file): ${mb(backup.byteLength)} in ${seconds(quietTook)}`,
  );
  console.log(
    `during a second backup, queries waited at most ${seconds(queryWaited)}; the event loop stalled at most ${seconds(stalls.max / 1e6)}`,
  );
  console.log(`restore into a fresh DATA_DIR (unpack, recover, check): ${seconds(restoreTook)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
