#!/usr/bin/env node
// `npm test`: every suite (server and web units on both databases, then the browser tests against a real
// server), ending with the plain line `N passed, N failed`.
//
// `--also-node PATH` (repeatable) runs the same suites on another Node.js binary too (CI: the current LTS beside the
// machine's Node), side by side: each runtime's output is kept in .tmp/test-<runtime>.log and printed when its suite
// ends, so the two never interleave. The web build is made once (its output does not depend on the runtime).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const vitest = 'node_modules/vitest/vitest.mjs';

function parseRuntimes(argv) {
  const runtimes = [{ node: process.execPath }];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--also-node' && argv[i + 1]) runtimes.push({ node: argv[++i] });
    else throw new Error(`unknown argument ${argv[i]}; usage: test-all.mjs [--also-node PATH]...`);
  }
  return runtimes.map((r) => {
    const version = spawnSync(r.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (!version) throw new Error(`${r.node} does not run`);
    return { ...r, version, label: `node${version.replace(/^v/, '').split('.')[0]}` };
  });
}

/** Runs a command; alone it streams to the terminal, beside others it writes to a log printed when it ends. */
function run(label, command, args, { alone }) {
  return new Promise((resolve) => {
    if (alone) console.log(`\n=== ${label} ===`);
    const log = alone ? undefined : `.tmp/test-${label.replace(/[^\w.-]+/g, '-')}.log`;
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: process.env });
    if (log) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('exit', (code, signal) => {
      if (log) {
        console.log(`\n=== ${label} ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function count(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) };
}

const runtimes = parseRuntimes(process.argv.slice(2));
const alone = runtimes.length === 1;
const report = (suite, runtime) => `.tmp/${suite}-${runtime.label}.json`;
const vitestArgs = (suite, runtime, extra) => [vitest, 'run', ...extra, '--reporter=default', '--reporter=json', `--outputFile=${report(suite, runtime)}`];

const started = Date.now();
const unitStatus = await Promise.all(
  runtimes.map((r) => run(`unit and integration tests (Node ${r.version})`, r.node, vitestArgs('unit', r, []), { alone })),
);
const buildStatus = await run('web build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { alone: true });
const e2eStatus =
  buildStatus === 0
    ? await Promise.all(
        runtimes.map((r) => run(`browser tests (Node ${r.version})`, r.node, vitestArgs('e2e', r, ['-c', 'vitest.e2e.config.ts']), { alone })),
      )
    : runtimes.map(() => 1);

let passed = 0;
let failed = buildStatus === 0 ? 0 : 1;
for (const r of runtimes) {
  const unit = count(report('unit', r));
  const e2e = buildStatus === 0 ? count(report('e2e', r)) : { passed: 0, failed: 1 };
  if (!alone) console.log(`Node ${r.version}: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
  passed += unit.passed + e2e.passed;
  failed += unit.failed + e2e.failed;
}
if (!alone) console.log(`all suites took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
const ok = [...unitStatus, ...e2eStatus].every((s) => s === 0) && buildStatus === 0 && failed === 0;
process.exit(ok ? 0 : 1);
