#!/usr/bin/env node
// `npm test`: every suite (server and web units on both databases, then the browser tests against a real
// server), ending with the plain line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
const vitest = 'node_modules/vitest/vitest.mjs';

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  return res.status ?? 1;
}

function count(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0) };
}

const unitStatus = run('unit and integration tests', [vitest, 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/unit.json']);
const buildStatus = run('web build', ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
const e2eStatus =
  buildStatus === 0
    ? run('browser tests', [vitest, 'run', '-c', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', '--outputFile=.tmp/e2e.json'])
    : 1;

const unit = count('.tmp/unit.json');
const e2e = buildStatus === 0 ? count('.tmp/e2e.json') : { passed: 0, failed: 1 };
const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + (buildStatus === 0 ? 0 : 1);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(unitStatus === 0 && buildStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
