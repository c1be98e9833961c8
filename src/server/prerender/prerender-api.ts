import { randomBytes } from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import type { PrerenderFetch } from '../../shared/prerender/types';
import { prerenderDataSteps } from './data-steps';

export interface PrerenderApi {
  fetch: PrerenderFetch;
  close(): Promise<void>;
}

/**
 * The real API on an in-memory database holding the site's content, answered in-process (no port): pages rendered at
 * build time query it exactly as they query the running server. Nothing of the operator's environment is read (no
 * DATABASE_URL, no mail), so a build never touches a live system.
 */
export async function startPrerenderApi(): Promise<PrerenderApi> {
  const database = await openDatabase({});
  await runMigrations(database);
  for (const step of prerenderDataSteps) await step(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: ORIGIN_PLACEHOLDER,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // No probe leaves the machine during a build.
    DNS_SERVERS: '127.0.0.1:9',
  });
  const app = await buildApp({ config, database, webDir: '/nonexistent-web-dir', logger: false });
  await app.ready();
  return {
    fetch: async (url, init = {}) => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: init.headers,
        payload: init.body,
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      return { status: res.statusCode, headers, body: res.body };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
