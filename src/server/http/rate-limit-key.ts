import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The address a per-address limit counts: IPv4 as it is, IPv6 by its /64. One IPv6 subscriber is usually given a
 * whole /64, so counting single IPv6 addresses would hand each caller 2^64 allowances.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The default key of every per-route limit: the caller's address (see `addressKey`). */
export function ipKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}

/**
 * The rate-limit key of a request: the signed-in user (colleagues behind one office address keep their own
 * allowance), else the caller's address. `user:` / `ip:` say which, for limits that differ between the two. The
 * session hook runs before route hooks, so `request.user` is known when the key is made.
 */
export function userOrIpKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${ipKey(request)}`;
}
