import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_V1_EXAMPLES, curlCommand } from '../../../src/shared/helpers/api-v1-examples';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { createTestApp, signedInClient, type TestApp } from '../helpers/test-app';

const run = promisify(execFile);

/** The curl examples of /api-docs, run as shown (by curl, through a shell) against a live server with a real key. */
describe('the /api-docs curl examples', () => {
  let t: TestApp;
  let origin: string;
  let key: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { DNS_SERVERS: '127.0.0.1:9' } });
    await signedInClient(t, 'docs@v1.test', 'pro');
    key = (await issueApiKey(t.database.handle.db, 'docs@v1.test', { permission: 'write' })).key;
    const client = new ApiClient(t.app, key);
    for (const name of ['one.example', 'two.example', 'three.example']) await client.post('/api/v1/domains', { name });
    const first = (await client.get('/api/v1/domains?limit=2')).json<{ data: { id: string }[]; nextCursor: string }>();
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      SITEWARDEN_API_KEY: key,
      DOMAIN_ID: first.data[0]!.id,
      NEXT_CURSOR: first.nextCursor,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const curl = async (command: string) => {
    const { stdout } = await run('sh', ['-c', `${command} -w '\\n%{http_code}'`], { env });
    const lines = stdout.trimEnd().split('\n');
    return {
      status: Number(lines.pop()),
      body: JSON.parse(lines.join('\n')) as { data: unknown; nextCursor?: string | null },
    };
  };

  it.each(API_V1_EXAMPLES.map((example) => [example.id, example] as const))(
    '%s answers as the page says',
    async (_id, example) => {
      const command = curlCommand(origin, example);
      expect(command).toContain('$SITEWARDEN_API_KEY');
      const answer = await curl(command);
      expect(answer.status, JSON.stringify(answer.body)).toBe(example.status);
      expect(answer.body).toHaveProperty('data');
      if (Array.isArray(answer.body.data)) expect(answer.body).toHaveProperty('nextCursor');
      if (example.idempotencyKey) {
        const again = await curl(command);
        expect(again).toEqual(answer);
      }
    },
  );

  it('fails without a key, as the page says', async () => {
    const answer = await curl(curlCommand(origin, API_V1_EXAMPLES[0]!).replace('$SITEWARDEN_API_KEY', 'sw_live_wrong'));
    expect(answer.status).toBe(401);
  });
});
