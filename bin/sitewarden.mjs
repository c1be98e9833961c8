#!/usr/bin/env node
// Entry of `npx sitewarden` and `npm start`: runs the TypeScript CLI through tsx, no separate server build.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/server/main.ts');
await runCli(process.argv.slice(2));
