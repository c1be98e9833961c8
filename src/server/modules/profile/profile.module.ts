import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SessionCache } from '../../http/session-cache';
import type { RateLimit } from '../auth/auth.routes';
import type { DomainLifecycleListener } from '../domains/domains.service';
import { createProfileRepository } from './profile.repository';
import { registerProfileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';

export interface ProfileModuleDeps {
  db: Database;
  lifecycle: DomainLifecycleListener;
  secureCookies: boolean;
  passwordLimit: RateLimit;
  sessions: SessionCache;
}

/** GET/PATCH/DELETE /api/profile, POST /api/profile/password. */
export function registerProfileModule(app: FastifyInstance, deps: ProfileModuleDeps): void {
  const profile = createProfileService({
    repo: createProfileRepository(deps.db),
    lifecycle: deps.lifecycle,
    sessions: deps.sessions,
  });
  registerProfileRoutes(app, { profile, secureCookies: deps.secureCookies, passwordLimit: deps.passwordLimit });
}
