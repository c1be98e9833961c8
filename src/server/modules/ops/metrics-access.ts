import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into IPv6 (::ffff:127.0.0.1, as dual-stack sockets report it). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return LOOPBACK.check(v4, 'ipv4');
  return isIPv6(address) && LOOPBACK.check(address, 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (decision 029). With METRICS_TOKEN: whoever sends `Authorization: Bearer <token>`, compared
 * in constant time (401 otherwise). Without: callers on this machine only (403 otherwise), judged by the socket's
 * address, never by X-Forwarded-For, which anyone can send and TRUST_PROXY may make `request.ip`; and a request
 * that a local reverse proxy forwarded (it carries X-Forwarded-For or Forwarded) is not this machine's.
 */
export function metricsAccess(
  token: string | undefined,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const expected = token ? digest(token) : undefined;
  return async (request, reply) => {
    if (expected) {
      const sent = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
      if (sent && timingSafeEqual(digest(sent), expected)) return;
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.', 'METRICS_TOKEN_REQUIRED');
    }
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (!isLoopbackAddress(request.socket.remoteAddress) || forwarded) {
      throw forbidden(
        'Metrics are served to this machine only. Set METRICS_TOKEN to scrape them from elsewhere.',
        'METRICS_LOCAL_ONLY',
      );
    }
  };
}
