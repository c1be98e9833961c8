import type { FastifyRequest } from 'fastify';

/** Who made a request, as the sessions, the contact form and the resource counts record it. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export function requestMeta(request: FastifyRequest): RequestMeta {
  const ua = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof ua === 'string' ? ua.slice(0, 500) : null };
}
