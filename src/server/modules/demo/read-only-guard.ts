import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { isDemoUser } from './demo-account';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls the demo may make although they are POSTs: leaving, and reports about the pages it looks at. */
const ALLOWED_WRITES = new Set(['/api/auth/logout', '/api/demo/session', '/api/analytics/pageview', '/api/metrics/web-vitals']);

export const DEMO_READ_ONLY_MESSAGE =
  'This is the read-only demo: nothing can be changed here. Create a free account to monitor your own domains.';

/**
 * Every state-changing API call of the demo account answers 403. Registered after the session hook, so the user is
 * known; one rule for every route, present and future, rather than a check in each.
 */
export function registerDemoReadOnlyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isDemoUser(request.user)) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || ALLOWED_WRITES.has(pathname)) return;
    throw new AppError(403, 'DEMO_READ_ONLY', DEMO_READ_ONLY_MESSAGE);
  });
}
