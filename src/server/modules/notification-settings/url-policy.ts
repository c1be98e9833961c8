import type { EngineOptions } from '../../engine';
import { getEngineContext } from '../../engine/context';
import { checkHost } from '../../engine/net/ssrf-guard';

/**
 * Refuses, when an integration is saved, a webhook URL whose host is or resolves to a private, loopback,
 * link-local or metadata address (unless ALLOW_PRIVATE_TARGETS). Only a definite refusal counts: a name that
 * does not resolve yet is accepted, and every send checks the address again and pins it (no DNS rebinding).
 */
export type UrlPolicy = (url: string) => Promise<boolean>;

export function createUrlPolicy(engine: EngineOptions): UrlPolicy {
  return async (value) => {
    if (engine.allowPrivateTargets) return true;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    if (host === 'localhost' || host.endsWith('.localhost')) return false;
    const guard = await checkHost(host, getEngineContext(engine));
    return guard.ok || guard.reason !== 'refused';
  };
}
