import type { FastifyRequest } from 'fastify';

/**
 * The rate-limit key of a request: the signed-in user (colleagues behind one office address keep their own
 * allowance), else the caller's address. `user:` / `ip:` say which, for limits that differ between the two. The
 * session hook runs before route hooks, so `request.user` is known when the key is made.
 */
export function userOrIpKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}
