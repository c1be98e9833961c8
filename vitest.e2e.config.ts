import { defineConfig } from 'vitest/config';

// Browser tests: a real server on the embedded database, driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // a ceiling, not a wait: the specs wait for events. Beside CI's unit runs on 2 cores a spec's steps take up to
    // three times as long as on a quiet machine, and some CI machines are twice as slow again
    testTimeout: process.env.CI ? 180_000 : 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
