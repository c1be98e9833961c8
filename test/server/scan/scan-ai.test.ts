import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITATIONS } from '../../../src/server/engine';
import { startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { DATABASE_KINDS } from '../helpers/databases';
import { signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { MODEL_ANSWER, startFakeAiProvider, type FakeAiProvider } from './fake-ai-provider';
import { createLabApp } from './lab-app';

const SITE = 'ai.sitewarden.test';

describe.each(DATABASE_KINDS)('AI insights from a model provider on %s', (kind) => {
  let lab: LoopbackLab;
  let fake: FakeAiProvider;
  let anthropic: TestApp;
  let openai: TestApp;
  let anthropicUser: Client;
  let openaiUser: Client;

  beforeAll(async () => {
    lab = await startLoopbackLab();
    lab.addSite(SITE, { expiresInDays: 300 });
    fake = await startFakeAiProvider();
    anthropic = await createLabApp(kind, lab, {
      env: {
        AI_PROVIDER: 'anthropic',
        AI_API_KEY: 'test-anthropic-key',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'claude-test-model',
      },
    });
    openai = await createLabApp(kind, lab, {
      env: { AI_PROVIDER: 'openai', AI_API_KEY: 'test-openai-key', AI_BASE_URL: `${fake.baseUrl}/v1` },
    });
    anthropicUser = await signedInClient(anthropic, 'claude@example.com');
    openaiUser = await signedInClient(openai, 'gpt@example.com');
  });
  afterAll(async () => {
    await anthropic?.close();
    await openai?.close();
    await fake?.close();
    await lab?.close();
  });

  it('asks Anthropic for JSON insights about the scan and marks them as the named model', async () => {
    fake.behaviour = 'valid';
    fake.requests.length = 0;
    const res = await anthropicUser.post('/api/scan', {
      domain: SITE,
      checkTypes: ['ssl', 'security'],
      includeAiInsights: true,
    });
    expect(res.statusCode).toBe(200);
    const insights = res.json().aiInsights;
    expect(insights).toMatchObject({
      engine: 'model',
      model: 'claude-test-model',
      score: 72,
      summary: MODEL_ANSWER.summary,
    });
    expect(insights.fallbackReason).toBeUndefined();
    expect(insights.issues).toEqual([
      {
        type: 'security',
        severity: 'high',
        title: 'HSTS is missing',
        description: 'Responses do not send Strict-Transport-Security.',
      },
    ]);
    // The made-up citation is dropped; the listed one carries the verbatim quote from our list, not the model's.
    expect(insights.recommendations).toEqual([
      {
        priority: 'high',
        action: 'Send Strict-Transport-Security with a one-year max-age',
        reasoning: 'A first visit over HTTP can be intercepted.',
        citation: CITATIONS.hsts,
      },
    ]);

    expect(fake.requests).toHaveLength(1);
    const call = fake.requests[0]!;
    expect(call.path).toBe('/v1/messages');
    // The SDK sends the key as x-api-key (0.x) or as a bearer token (1.x).
    expect([call.headers['x-api-key'], call.headers.authorization].join(' ')).toContain('test-anthropic-key');
    expect(call.body.model).toBe('claude-test-model');
    expect(String(call.body.system)).toContain('Answer with one JSON object');
    const prompt = JSON.stringify(call.body.messages);
    expect(prompt).toContain(SITE);
    expect(prompt).toContain('rfc6797');

    // Asked again, the result and its insights come from the cache: no second model call.
    const again = await anthropicUser.post('/api/scan', {
      domain: SITE,
      checkTypes: ['ssl', 'security'],
      includeAiInsights: true,
    });
    expect(again.json()).toMatchObject({ cached: true, aiInsights: { engine: 'model', score: 72 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('accepts an answer wrapped in a Markdown code fence', async () => {
    fake.behaviour = 'fenced';
    const res = await anthropicUser.post('/api/scan', { domain: SITE, checkTypes: ['dns'], includeAiInsights: true });
    expect(res.json().aiInsights).toMatchObject({ engine: 'model', score: 72 });
  });

  it('falls back to the rules when the answer is not JSON, and says so', async () => {
    fake.behaviour = 'invalid-json';
    const res = await anthropicUser.post('/api/scan', { domain: SITE, checkTypes: ['whois'], includeAiInsights: true });
    const insights = res.json().aiInsights;
    expect(insights).toMatchObject({ engine: 'rules', fallbackReason: "The AI provider's answer was not valid JSON." });
    expect(insights.model).toBeUndefined();
  });

  it('falls back to the rules when the provider fails with 500', async () => {
    fake.behaviour = 'error-500';
    const before = fake.requests.length;
    const res = await anthropicUser.post('/api/scan', {
      domain: SITE,
      checkTypes: ['performance'],
      includeAiInsights: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().aiInsights).toMatchObject({
      engine: 'rules',
      fallbackReason: 'The AI provider answered with an error (HTTP 500).',
    });
    // No retries: the visitor is waiting.
    expect(fake.requests.length - before).toBe(1);
  });

  it('gives visitors the rules and never calls the model for them', async () => {
    fake.behaviour = 'valid';
    const before = fake.requests.length;
    const res = await anthropic.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { domain: SITE, checkTypes: ['ssl'], includeAiInsights: true },
    });
    expect(res.json().aiInsights).toMatchObject({
      engine: 'rules',
      fallbackReason: 'Analysis by the AI model is available to signed-in users.',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('asks OpenAI Chat Completions in JSON mode with the default model', async () => {
    fake.behaviour = 'valid';
    fake.requests.length = 0;
    const res = await openaiUser.post('/api/scan', {
      domain: SITE,
      checkTypes: ['ssl', 'dns'],
      includeAiInsights: true,
    });
    expect(res.json().aiInsights).toMatchObject({ engine: 'model', model: 'gpt-4o-mini', score: 72 });
    const call = fake.requests[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer test-openai-key');
    expect(call.body).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' } });
  });

  it('falls back to the rules when the answer does not match the insights format', async () => {
    fake.behaviour = 'wrong-shape';
    const res = await openaiUser.post('/api/scan', { domain: SITE, checkTypes: ['security'], includeAiInsights: true });
    expect(res.json().aiInsights).toMatchObject({
      engine: 'rules',
      fallbackReason: "The AI provider's answer did not match the insights format.",
    });
  });
});
