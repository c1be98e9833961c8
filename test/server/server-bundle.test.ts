import { execFile } from 'node:child_process';
import { readFileSync, statSync, utimesSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const help = () => run(process.execPath, ['bin/sitewarden.mjs', '--help'], { timeout: 60_000 });
const builtAt = (): number =>
  (JSON.parse(readFileSync('dist/server/inputs.json', 'utf8')) as { builtAt: number }).builtAt;

/*
 * `sitewarden` runs the server bundle (decision 026): a checkout must never run code older than its sources, and a
 * start with nothing changed must not pay for a build.
 */
describe('the server bundle behind the sitewarden command', () => {
  it('is built from the sources, reused while they are unchanged and rebuilt after a change', async () => {
    await run(process.execPath, ['scripts/server-bundle.mjs'], { timeout: 60_000 });
    const first = builtAt();
    const { inputs } = JSON.parse(readFileSync('dist/server/inputs.json', 'utf8')) as { inputs: string[] };
    expect(inputs).toContain('src/server/main.ts');
    expect(inputs).toContain('src/server/paths.ts');

    const { stdout } = await help();
    expect(stdout).toContain('Usage: sitewarden <command>');
    expect(builtAt()).toBe(first);

    // a source edited after the build: the next command rebuilds before it runs
    const source = 'src/server/paths.ts';
    const { atime, mtime } = statSync(source);
    try {
      const later = new Date(first + 1_000);
      utimesSync(source, later, later);
      expect((await help()).stdout).toContain('Usage: sitewarden <command>');
      expect(builtAt()).toBeGreaterThan(first);
    } finally {
      utimesSync(source, atime, mtime);
    }
  }, 90_000);
});
