import https from 'node:https';
import tls from 'node:tls';
import type { ServedCertificate, TestPki } from './certificates';
import { listen, type Router, type TestHttpServer } from './http-server';

export interface HttpsServerOptions {
  pki: TestPki;
  router: Router;
  /** Hosts whose TLS handshake is refused (to test falling back to plain HTTP). */
  refuseTls?: string[];
}

/** An HTTPS server on 127.0.0.1 that picks the certificate by SNI, like a shared host serving many sites. */
export async function startHttpsServer(
  opts: HttpsServerOptions,
  host = '127.0.0.1',
  port = 0,
): Promise<TestHttpServer> {
  const contexts = new Map<string, tls.SecureContext>();
  const contextFor = (served: ServedCertificate): tls.SecureContext =>
    tls.createSecureContext({ key: served.key, cert: served.chain });
  for (const [name, served] of Object.entries(opts.pki.hosts)) contexts.set(name, contextFor(served));
  const fallback = contextFor(opts.pki.fallback);
  const refused = new Set(opts.refuseTls ?? []);

  const server = https.createServer(
    {
      // Leaf only: OpenSSL sends the default context's chain certificates even after SNI picks another
      // context, which would hide the 'missing intermediate' case. Every host gets its chain from its SNI context.
      key: opts.pki.fallback.key,
      cert: opts.pki.fallback.cert,
      SNICallback: (servername, callback) => {
        const name = servername.toLowerCase();
        if (refused.has(name)) callback(new Error('TLS refused for this host'), undefined);
        else callback(null, contexts.get(name) ?? fallback);
      },
    },
    opts.router.handle,
  );
  server.on('tlsClientError', () => undefined);
  return listen(server, opts.router, host, port);
}
