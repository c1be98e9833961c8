#!/usr/bin/env node
/**
 * The server as plain JavaScript (decision 026): esbuild bundles src/server/main.ts into dist/server, packages left
 * to node_modules and the BullMQ adapter in a chunk of its own (loaded only with REDIS_URL). `sitewarden` runs it
 * with plain Node instead of compiling TypeScript through tsx at every start: ~80 MB less memory in every process.
 *
 * `ensureServerBundle()` rebuilds when the bundle is missing or any file it was built from changed (inputs.json
 * keeps their list), so a checkout never runs stale code. Every file is written to a temporary name and renamed,
 * the entry last: processes starting at once may all build, and none imports a half-written file.
 *
 *   node scripts/server-bundle.mjs     # build now (npm run build does)
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, 'dist/server');
const entry = path.join(outdir, 'main.js');
const inputsFile = path.join(outdir, 'inputs.json');
const thisScript = fileURLToPath(import.meta.url);

/** Built at or after the last change of every input (and of this script): nothing to do. */
function isFresh() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(inputsFile, 'utf8'));
    statSync(entry);
    return [thisScript, ...inputs.map((i) => path.join(root, i))].every((file) => statSync(file).mtimeMs <= builtAt);
  } catch {
    return false; // missing bundle, unreadable list or a deleted input
  }
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/** esbuild options for Node code run as plain JavaScript: the server, and benchmarks measured the way it runs. */
export function nodeBundleOptions(entryPoints, dir) {
  return {
    absWorkingDir: root,
    entryPoints,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    splitting: true, // dynamic imports (the BullMQ adapter) stay separate files, loaded when used
    outdir: dir,
    sourcemap: 'linked', // read only with NODE_OPTIONS=--enable-source-maps: stack traces then point at src/
    logLevel: 'warning',
  };
}

export async function buildServerBundle() {
  const builtAt = Date.now();
  const { build } = await import('esbuild');
  const result = await build({ ...nodeBundleOptions(['src/server/main.ts'], outdir), write: false, metafile: true });
  mkdirSync(outdir, { recursive: true });
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const file of files) writeAtomically(file.path, file.contents);
  writeAtomically(inputsFile, JSON.stringify({ builtAt, inputs: Object.keys(result.metafile.inputs) }));
  return entry;
}

/** The bundle's entry, built first when missing or stale. */
export async function ensureServerBundle() {
  return isFresh() ? entry : buildServerBundle();
}

if (process.argv[1] === thisScript) {
  const started = Date.now();
  await buildServerBundle();
  console.log(`Server bundle in dist/server (${Date.now() - started} ms).`);
}
