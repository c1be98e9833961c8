import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Node 25+ has a global localStorage of its own (undefined without --localstorage-file); vitest's jsdom environment
// then keeps it instead of jsdom's Storage. The web tests want the browser's, as on Node 20.
const nodeWebStorageOff = Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [];

// SERVER_TESTS=runtime: the server tests whose outcome can depend on the Node version (Node's APIs, native modules,
// processes, sockets, the embedded database, start-up, the CLI); CI's second runtime runs these (decision 037). The
// HTTP API's feature suites (the same Fastify code on either Node) run once, on the current LTS.
const runtimeServerTests = [
  'src/server/**/*.test.ts',
  'src/shared/**/*.test.ts',
  'test/server/*.test.ts',
  'test/server/{auth,data-dir,http,input,jobs,monitoring,notifications,registration,scan,security,startup}/**/*.test.ts',
];
const serverTests =
  process.env.SERVER_TESTS === 'runtime'
    ? runtimeServerTests
    : ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'test/server/**/*.test.ts'];

// Two projects: server-side code runs in Node, web components in jsdom.
// End-to-end browser tests live in e2e/ and run through vitest.e2e.config.ts.
export default defineConfig({
  test: {
    // Many server tests wait on sockets, child processes and timers rather than the CPU: two workers even on a 2-core
    // machine (vitest's default there is one) fill that waiting (decision 037).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: serverTests,
          // ceilings, not waits: the tests wait for events. Beside CI's browser lane on a slow 2-core machine, applying
          // every migration to a fresh embedded database took 39 s (21 s on a better day)
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Files share a worker's module cache: importing the app once per worker instead of once per file
          // saves about a third of the run. Each file still builds its own app on its own database, and no
          // server test mocks modules, fakes timers or changes process.env.
          isolate: false,
          globalSetup: ['test/server/helpers/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          execArgv: nodeWebStorageOff,
          // the first test of a file imports its lazy route modules: seconds on a busy 2-core CI machine
          testTimeout: 30_000,
        },
      },
    ],
  },
});
