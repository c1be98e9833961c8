import type { Database } from '../../db/client';
import { createAuthRepository } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';

export const DEMO_EMAIL = 'demo@sitewarden.local';
export const DEMO_PASSWORD = 'demo-password';

/**
 * `sitewarden seed demo`: the demo account on the Pro plan. Idempotent. Domains and their history are added
 * by the monitoring work once it exists (see docs/guides/cli.md).
 */
export async function seedDemo(db: Database): Promise<string> {
  const repo = createAuthRepository(db);
  const existing = await repo.findUserByEmail(DEMO_EMAIL);
  if (existing) return `The demo account exists: sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}.`;
  await repo.createUser({
    email: DEMO_EMAIL,
    password: await hashPassword(DEMO_PASSWORD),
    firstName: 'Demo',
    lastName: 'User',
    subscriptionTier: 'pro',
    isTestAccount: true,
  });
  return `Created the demo account: sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}.`;
}
