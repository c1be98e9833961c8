import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count becomes a function of the hop's position: Fastify 5 takes a
 * bare number as "trust nobody" (it cannot check the nearest peer), while a deployment that says "one proxy in
 * front" means the nearest peer is that proxy and the client is the last address it appended.
 */
export function trustProxyOption(trust: TrustProxy): NonNullable<FastifyServerOptions['trustProxy']> {
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses;
}
