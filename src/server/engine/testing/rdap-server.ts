import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server answers for one domain: a JSON object, a raw (possibly broken) body, a bare status, or a redirect. */
export type RdapAnswer = { json: unknown } | { raw: string } | { status: number } | { redirect: string };

export interface TestRdapServer {
  port: number;
  baseUrl: string;
  answers: Map<string, RdapAnswer>;
  requests: string[];
  close(): Promise<void>;
}

/** An RDAP server on 127.0.0.1 answering /domain/<name> (RFC 9082) from a table; 404 for unknown names. */
export async function startRdapServer(answers: Record<string, RdapAnswer> = {}): Promise<TestRdapServer> {
  const table = new Map(Object.entries(answers).map(([k, v]) => [k.toLowerCase(), v]));
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const name = /^\/domain\/([^/?]+)/.exec(req.url ?? '')?.[1]?.toLowerCase();
    const answer = name ? table.get(name) : undefined;
    if (!answer) {
      res.writeHead(404, { 'content-type': 'application/rdap+json' });
      res.end(JSON.stringify({ errorCode: 404, title: 'Not Found' }));
    } else if ('redirect' in answer) {
      res.writeHead(302, { location: answer.redirect });
      res.end();
    } else if ('status' in answer) {
      res.writeHead(answer.status, { 'content-type': 'application/rdap+json' });
      res.end(JSON.stringify({ errorCode: answer.status }));
    } else {
      res.writeHead(200, { 'content-type': 'application/rdap+json' });
      res.end('json' in answer ? JSON.stringify(answer.json) : answer.raw);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/`,
    answers: table,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
