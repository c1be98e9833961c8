#!/usr/bin/env node
// `npm run dev`: the API (restarted on server changes by tsx watch) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const children = [
  spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'bin/sitewarden.mjs', 'start', '--no-build'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        SITEWARDEN_FROM_SOURCE: '1',
        NODE_ENV: 'development',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
    },
  ),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
