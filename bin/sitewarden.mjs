#!/usr/bin/env node
// Entry of `npx sitewarden` and `npm start`: runs the server bundle (dist/server, rebuilt by esbuild in about a
// second when missing or older than src/), plain Node without a TypeScript loader (decision 026).
// SITEWARDEN_FROM_SOURCE=1 (`npm run dev`) runs the TypeScript through tsx instead, for its watch mode.
import { pathToFileURL } from 'node:url';

async function loadCli() {
  if (process.env.SITEWARDEN_FROM_SOURCE !== '1') {
    const { ensureServerBundle } = await import('../scripts/server-bundle.mjs');
    try {
      return await import(pathToFileURL(await ensureServerBundle()).href);
    } catch (error) {
      // a read-only checkout cannot build it: the sources still run, at the cost of the loader's memory
      if (!['EACCES', 'EROFS', 'EPERM'].includes(error?.code)) throw error;
      console.warn(`Running from source: the server bundle could not be written (${error.code}).`);
    }
  }
  const { register } = await import('tsx/esm/api');
  register();
  return import('../src/server/main.ts');
}

const { runCli } = await loadCli();
await runCli(process.argv.slice(2));
