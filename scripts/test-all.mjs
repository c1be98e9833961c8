#!/usr/bin/env node
// `npm test`: every suite (server and web units on both databases, then the browser tests against a real
// server), ending with the plain line `N passed, N failed`.
//
// `--runtime PATH[=SUITES]` (repeatable) picks the Node.js binaries to test on instead of the current one, each with
// the suites it runs (comma-separated: server, web, e2e; all three by default); `--env KEY=VALUE` after it sets a
// variable for that runtime's suites only. CI runs the whole suite on the current LTS and the server suite on the
// machine's Node 20 with its embedded database (decision 037):
//   npm test -- --runtime .tmp/node-lts/.../node --runtime "$(command -v node)=server" --env TEST_DATABASES=pglite
// `--e2e-lanes N` splits the browser tests into N vitest shards, each with its own server, run side by side (CI: 1; decision 037).
// With several suites to run, the web app is built first; the unit runs run one after another and the browser lanes
// beside them, each run's output kept in .tmp/test-<suite>-<runtime>.log and printed when it ends, so they never
// interleave.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const vitest = 'node_modules/vitest/vitest.mjs';
const SUITES = ['server', 'web', 'e2e'];

/** Browser-test lanes: each a vitest shard with its own server (global setup), run side by side. */
let e2eLanes = 1;

function parseRuntimes(argv) {
  const wanted = [];
  const usage = 'usage: test-all.mjs [--e2e-lanes N] [--runtime PATH[=server,web,e2e] [--env KEY=VALUE]...]...';
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--e2e-lanes' && Number.isInteger(Number(value)) && Number(value) >= 1) {
      e2eLanes = Number(value);
    } else if (flag === '--runtime' && value) {
      const [node, suites] = value.split('=');
      wanted.push({ node, suites: suites ? suites.split(',') : SUITES, env: {} });
    } else if (flag === '--env' && value?.includes('=') && wanted.length) {
      const [key, ...rest] = value.split('=');
      wanted.at(-1).env[key] = rest.join('=');
    } else {
      throw new Error(`unknown argument ${flag}; ${usage}`);
    }
    i++;
  }
  if (wanted.length === 0) wanted.push({ node: process.execPath, suites: SUITES, env: {} });
  return wanted.map((r) => {
    for (const suite of r.suites)
      if (!SUITES.includes(suite)) throw new Error(`unknown suite ${suite}: use ${SUITES.join(', ')}`);
    const version = spawnSync(r.node, ['--version'], { encoding: 'utf8' }).stdout?.trim();
    if (!version) throw new Error(`${r.node} does not run`);
    return { ...r, version, label: `node${version.replace(/^v/, '').split('.')[0]}` };
  });
}

/** Runs a command; alone it streams to the terminal, beside others it writes to a log printed when it ends. */
function run(label, command, args, { alone, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${label} ===`);
    const log = alone ? undefined : `.tmp/test-${label.replace(/[^\w.-]+/g, '-')}.log`;
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    if (log) {
      const out = createWriteStream(log);
      child.stdout.pipe(out);
      child.stderr.pipe(out);
    }
    child.on('exit', (code, signal) => {
      if (log) {
        console.log(`\n=== ${label} (${Math.round((Date.now() - started) / 1000)} s) ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function count(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // Failed tests, plus files that failed with no failed test (an import error): a failed test also fails its file
  // and its describe blocks, which must not count it three times.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles };
}

/** The failed tests of a report by file and name, so the last lines of a run say what to look at. */
function failures(file) {
  if (!existsSync(file)) return [`${file}: no report (the run did not finish)`];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return (report.testResults ?? []).flatMap((f) => {
    const name = f.name.replace(`${process.cwd()}/`, '');
    const tests = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (tests.length === 0) return f.status === 'failed' ? [`${name}: ${(f.message ?? 'failed').split('\n')[0]}`] : [];
    return tests.map((a) => `${name} > ${a.fullName}: ${(a.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300)}`);
  });
}

const runtimes = parseRuntimes(process.argv.slice(2));
const describeEnv = (env) =>
  Object.keys(env).length
    ? ` (${Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')})`
    : '';
/** One vitest run per runtime: its unit projects together (one report), and the browser suite apart. */
const runs = runtimes.flatMap((r) => {
  const projects = r.suites.filter((s) => s !== 'e2e');
  const unit = projects.length
    ? [
        {
          runtime: r,
          name: `unit (${projects.join(', ')})`,
          report: `.tmp/unit-${r.label}.json`,
          args: projects.length === 2 ? [] : projects.flatMap((p) => ['--project', p]),
        },
      ]
    : [];
  // Browser specs wait on the server's checks and on Chromium as much as on the CPU: lanes fill that waiting.
  const lanes = Array.from({ length: e2eLanes }, (_, i) => i + 1);
  const e2e = r.suites.includes('e2e')
    ? lanes.map((lane) => ({
        runtime: r,
        name: e2eLanes > 1 ? `browser tests (lane ${lane} of ${e2eLanes})` : 'browser tests',
        report: `.tmp/e2e-${r.label}${e2eLanes > 1 ? `-${lane}` : ''}.json`,
        args: ['-c', 'vitest.e2e.config.ts', ...(e2eLanes > 1 ? [`--shard=${lane}/${e2eLanes}`] : [])],
        // each lane's sites answer on a loopback address of their own (e2e/support/monitored-server.ts)
        env: { E2E_LANE: String(lane) },
        e2e: true,
      }))
    : [];
  return [...unit, ...e2e];
});
for (const r of runs) rmSync(r.report, { force: true });

const started = Date.now();
const needsBuild = runs.some((r) => r.e2e);
const buildStatus = needsBuild
  ? await run('web build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      alone: true,
    })
  : 0;
const alone = runs.length === 1;
const runOne = (r) =>
  r.e2e && buildStatus !== 0
    ? 1
    : run(
        `${r.name} on Node ${r.runtime.version}${describeEnv(r.runtime.env)}`,
        r.runtime.node,
        [vitest, 'run', ...r.args, '--reporter=default', '--reporter=json', `--outputFile=${r.report}`],
        {
          alone,
          env: { ...r.runtime.env, ...r.env },
        },
      );
// The unit runs keep the CPU busy with workers of their own: they run one after another, while the browser lanes,
// which mostly wait on the server's checks and on Chromium, run beside them. Two unit runs at once on a 2-core
// machine only slowed both and starved the browser tests into timeouts.
const unitChain = (async () => {
  const statuses = [];
  for (const r of runs.filter((r) => !r.e2e)) statuses.push(await runOne(r));
  return statuses;
})();
const statuses = (await Promise.all([unitChain, ...runs.filter((r) => r.e2e).map(runOne)])).flat();

let passed = 0;
let failed = buildStatus === 0 ? 0 : 1;
for (const r of runs) {
  const result = count(r.report);
  console.log(
    `${r.name} on Node ${r.runtime.version}${describeEnv(r.runtime.env)}: ${result.passed} passed, ${result.failed} failed`,
  );
  passed += result.passed;
  failed += result.failed;
  if (result.failed) for (const line of failures(r.report)) console.log(`  FAILED ${line}`);
}
console.log(`all suites took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(statuses.every((s) => s === 0) && buildStatus === 0 && failed === 0 ? 0 : 1);
