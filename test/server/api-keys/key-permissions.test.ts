import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../../src/server/background-tasks';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { registerErrorHandling } from '../../../src/server/http/error-handler';
import { apiWorkspace } from '../../../src/server/modules/api-keys/api-caller';
import { registerApiKeysModule } from '../../../src/server/modules/api-keys/api-keys.module';
import { authorize } from '../../../src/server/modules/workspaces/workspace';
import { createWorkspaceResolver } from '../../../src/server/modules/workspaces/workspace.service';
import type { ApiKeyPermission } from '../../../src/shared/constants/partner-api';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';

/**
 * A key acts with the role of its level (api-caller.ts): the services' own role checks refuse what it may not do.
 * Until /api/v1 has write routes of its own (modules/api-v1), a minimal one stands in: the guard of the real module
 * on a v1 plugin with a route that changes monitoring (`monitoring:write`) and one that manages (`settings:manage`).
 */
describe.each(DATABASE_KINDS)('key permissions on %s', (kind) => {
  let t: TestApp;
  let api: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await signedInClient(t, 'ada@example.com', 'pro');
    api = Fastify({ logger: false });
    api.setValidatorCompiler(validatorCompiler);
    api.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(api);
    api.decorateRequest('apiCaller', null);
    const db = t.database.handle.db;
    const guard = await registerApiKeysModule(api, {
      db,
      workspace: createWorkspaceResolver(db),
      feed: createLocalFeed(),
      mailer: t.mailer,
      background: createBackgroundTasks(() => undefined),
      publicUrl: t.config.publicUrl,
    });
    await api.register(
      async (v1) => {
        guard.protect(v1);
        v1.post('/domains', async (request, reply) => {
          authorize(await apiWorkspace(request), 'monitoring:write');
          return reply.status(201).send({ created: true });
        });
        v1.delete('/team/settings', async (request, reply) => {
          authorize(await apiWorkspace(request), 'settings:manage');
          return reply.status(204).send();
        });
      },
      { prefix: '/api/v1' },
    );
    await api.ready();
  }, 60_000);
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });

  const statuses = async (permission: ApiKeyPermission) => {
    const { key } = await issueApiKey(t.database.handle.db, 'ada@example.com', { permission });
    const client = new ApiClient(api, key);
    return [
      (await client.get('/api/v1/usage')).statusCode,
      (await client.post('/api/v1/domains', {})).statusCode,
      (await client.request('DELETE', '/api/v1/team/settings')).statusCode,
    ];
  };

  it('lets read keys read, and refuses them writes with 403', async () => {
    expect(await statuses('read')).toEqual([200, 403, 403]);
  });

  it("says what a refused key lacks in the key's terms, not a team role's", async () => {
    const client = async (permission: ApiKeyPermission) =>
      new ApiClient(api, (await issueApiKey(t.database.handle.db, 'ada@example.com', { permission })).key);
    const read = await client('read');
    expect((await read.post('/api/v1/domains', {})).json()).toEqual({
      code: 'API_KEY_PERMISSION',
      message: 'This API key has read permission, which does not allow this. Use a key with write permission.',
    });
    expect((await read.request('DELETE', '/api/v1/team/settings')).json().message).toBe(
      'This API key has read permission, which does not allow this. Use a key with admin permission.',
    );
    const write = await client('write');
    const refused = (await write.request('DELETE', '/api/v1/team/settings')).json<{ message: string }>().message;
    expect(refused).toBe(
      'This API key has write permission, which does not allow this. Use a key with admin permission.',
    );
    expect(refused).not.toMatch(/viewer|team admin/i);
  });

  it('lets write keys change monitoring but not manage', async () => {
    expect(await statuses('write')).toEqual([200, 201, 403]);
  });

  it('lets admin keys do all', async () => {
    expect(await statuses('admin')).toEqual([200, 201, 204]);
  });
});
