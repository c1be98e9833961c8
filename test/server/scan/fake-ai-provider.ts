import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour = 'valid' | 'fenced' | 'invalid-json' | 'wrong-shape' | 'error-500';

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeAiProvider {
  baseUrl: string;
  behaviour: FakeBehaviour;
  requests: FakeRequest[];
  close(): Promise<void>;
}

/** A model answer in the shape the prompt asks for: one recommendation cites our list, one a made-up page. */
export const MODEL_ANSWER = {
  score: 72,
  summary: 'The site is reachable and its certificate is valid, but browsers are not told to insist on HTTPS.',
  issues: [
    {
      type: 'security',
      severity: 'high',
      title: 'HSTS is missing',
      description: 'Responses do not send Strict-Transport-Security.',
    },
  ],
  recommendations: [
    {
      priority: 'high',
      action: 'Send Strict-Transport-Security with a one-year max-age',
      reasoning: 'A first visit over HTTP can be intercepted.',
      citation: { url: 'https://www.rfc-editor.org/rfc/rfc6797', quote: 'something the model made up' },
    },
    {
      priority: 'low',
      action: 'Buy our premium plugin',
      reasoning: 'Trust me.',
      citation: { url: 'https://plugins.example/buy' },
    },
  ],
};

function answerText(behaviour: FakeBehaviour): string {
  switch (behaviour) {
    case 'valid':
      return JSON.stringify(MODEL_ANSWER);
    case 'fenced':
      return `Here is the analysis:\n\`\`\`json\n${JSON.stringify(MODEL_ANSWER)}\n\`\`\``;
    case 'invalid-json':
      return '{"score": 72, "summary": "cut off in the midd';
    case 'wrong-shape':
      return JSON.stringify({ ...MODEL_ANSWER, score: 140, issues: [{ type: 'nonsense' }] });
    default:
      return '';
  }
}

/**
 * A local stand-in for the Anthropic Messages API and the OpenAI Chat Completions API on 127.0.0.1, answering
 * in each API's own response shape; tests switch `behaviour` between calls.
 */
export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  const fake: Omit<FakeAiProvider, 'baseUrl' | 'close'> = { behaviour: 'valid', requests: [] };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, payload: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (fake.behaviour === 'error-500')
        return send(500, { type: 'error', error: { type: 'api_error', message: 'Internal server error' } });
      const text = answerText(fake.behaviour);
      const model = String(body.model);
      if (req.url === '/v1/messages') {
        return send(200, {
          id: 'msg_test',
          type: 'message',
          role: 'assistant',
          model,
          content: [{ type: 'text', text }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: { input_tokens: 100, output_tokens: 100 },
        });
      }
      if (req.url === '/v1/chat/completions') {
        return send(200, {
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: text, refusal: null },
              finish_reason: 'stop',
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
        });
      }
      send(404, { error: { message: `unknown path ${req.url}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
