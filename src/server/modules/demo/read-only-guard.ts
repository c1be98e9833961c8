import type { FastifyInstance } from 'fastify';
import { DEMO_READ_ONLY_MESSAGE, demoMayCall } from '../../../shared/helpers/demo-access';
import { AppError } from '../../http/errors';
import { isDemoUser } from './demo-account';

/**
 * Every state-changing API call of the demo account that shared/helpers/demo-access.ts does not allow answers 403.
 * Registered after the session hook, so the user is known; one rule for every route, present and future, rather
 * than a check in each.
 */
export function registerDemoReadOnlyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isDemoUser(request.user)) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.startsWith('/api/') || demoMayCall(request.method, pathname)) return;
    throw new AppError(403, 'DEMO_READ_ONLY', DEMO_READ_ONLY_MESSAGE);
  });
}
