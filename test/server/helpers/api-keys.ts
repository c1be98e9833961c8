import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ApiKeyPermission } from '../../../src/shared/constants/partner-api';
import type { Database } from '../../../src/server/db/client';
import { apiKeys, users } from '../../../src/server/db/schema';
import { newApiKey } from '../../../src/server/modules/api-keys/api-key-secret';
import { createApiKeysRepository } from '../../../src/server/modules/api-keys/api-keys.repository';

/**
 * A key for tests that are not about making keys: written straight to the database for the personal workspace of
 * `email` (or its team `teamId`). Tests of key management go through /api/partner-api like a user.
 */
export async function issueApiKey(
  db: Database,
  email: string,
  options: {
    permission?: ApiKeyPermission;
    teamId?: string | null;
    rateLimit?: number;
    expiresAt?: Date;
    name?: string;
  } = {},
): Promise<{ id: string; key: string }> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`no user ${email}`);
  const partner = await createApiKeysRepository(db).partnerOf(
    { userId: user.id, teamId: options.teamId ?? null },
    { companyName: email, contactEmail: email },
  );
  const permission = options.permission ?? 'read';
  const secret = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      partnerId: partner.id,
      keyHash: secret.hash,
      keyPrefix: secret.prefix,
      name: options.name ?? `${permission} key`,
      permissions: [permission],
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.expiresAt ? { expiresAt: options.expiresAt } : {}),
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, key: secret.key };
}

/** A /api/v1 caller holding a key (no cookies, no Origin: a server-to-server client). */
export class ApiClient {
  constructor(
    private readonly app: FastifyInstance,
    private readonly key: string,
  ) {}

  request(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.app.inject({
      method: method as 'GET',
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { authorization: `Bearer ${this.key}`, ...headers },
    });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, payload, headers);
}
