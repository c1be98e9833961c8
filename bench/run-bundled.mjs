#!/usr/bin/env node
/**
 * Runs a benchmark the way the server runs in production (decision 026): bundled by esbuild with the server's
 * options and started with plain Node, so its memory and CPU figures carry no TypeScript loader.
 *
 *   node bench/run-bundled.mjs bench/engine/run.ts [options of the benchmark]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeBundleOptions } from '../scripts/server-bundle.mjs';

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node bench/run-bundled.mjs <benchmark.ts> [options]');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, '.tmp/bench-bundles', path.basename(path.dirname(entry)));
await build(nodeBundleOptions([entry], outdir));
const child = spawn(process.execPath, [path.join(outdir, `${path.basename(entry, '.ts')}.js`), ...args], {
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
