/**
 * Lighthouse benchmark: wall time and CPU of one Lighthouse run (Chromium start included) against a small page
 * on the loopback lab, mobile and desktop. Run with `npx tsx bench/probes/lighthouse.ts`; CHROMIUM_PATH picks
 * the browser (/usr/bin/chromium). Runs go one at a time, as the server's Lighthouse scheduler runs them.
 *
 * "machine CPU" is the whole machine's busy time during the run (from /proc/stat): Chromium's processes do
 * most of the work and are not this process's children once they exit, so it is the honest total on an
 * otherwise idle machine.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { runLighthouse, type LighthouseDevice } from '../../src/server/engine';
import { startLoopbackLab } from '../../src/server/engine/testing/loopback-lab';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SITE = 'bench.sitewarden.test';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Benchmark page</title><meta name="description" content="A small page for the Lighthouse benchmark."><link rel="stylesheet" href="/style.css"></head>
<body><main><h1>Benchmark</h1><p>${'Some text. '.repeat(200)}</p><img src="/logo.svg" alt="Logo" width="64" height="64"></main><script src="/app.js" defer></script></body></html>`;

function serve(req: IncomingMessage, res: ServerResponse): void {
  const files: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', PAGE],
    '/style.css': ['text/css', 'body{font-family:sans-serif;margin:2rem}'],
    '/logo.svg': [
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30"/></svg>',
    ],
    '/app.js': ['text/javascript', 'for (let i = 0; i < 1e5; i++) Math.sqrt(i);'],
  };
  const file = files[req.url ?? '/'];
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file[0] });
  res.end(file[1]);
}

/** Busy and total jiffies of the whole machine. */
function machineTicks(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

async function main(): Promise<void> {
  const lab = await startLoopbackLab();
  lab.addSite(SITE, { https: serve });
  const ticksPerMs = 100 / 1_000; // USER_HZ is 100 on Linux
  const rows: string[][] = [];
  const runs: Array<[string, LighthouseDevice]> = [
    ['mobile (first: loads Lighthouse)', 'mobile'],
    ['mobile', 'mobile'],
    ['mobile', 'mobile'],
    ['desktop', 'desktop'],
  ];
  for (const [name, device] of runs) {
    const cpu = process.cpuUsage();
    const ticks = machineTicks();
    const started = performance.now();
    const result = await runLighthouse({ domain: SITE }, lab.options, { chromiumPath: CHROMIUM, device });
    const wall = performance.now() - started;
    const node = process.cpuUsage(cpu);
    const after = machineTicks();
    rows.push([
      name,
      wall.toFixed(0),
      ((node.user + node.system) / 1_000).toFixed(0),
      ((after.busy - ticks.busy) / ticksPerMs).toFixed(0),
      String(result.details?.scores.performance ?? '-'),
      result.status,
    ]);
  }
  const header = ['run', 'wall ms', 'node CPU ms', 'machine CPU ms', 'perf', 'status'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const format = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  for (const row of rows) console.log(format(row));
  console.log(
    `\nRSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB after the runs; Chromium at ${CHROMIUM}.`,
  );
  await lab.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
