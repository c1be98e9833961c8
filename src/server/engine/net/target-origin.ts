import type { ProbeTarget } from '../types';

/** 'host' or 'host:port' for a URL: the name's own port when it was added with one (decision 050). */
export function targetOrigin(target: Pick<ProbeTarget, 'domain' | 'port'>): string {
  return target.port ? `${target.domain}:${target.port}` : target.domain;
}
