import { domainToASCII } from 'node:url';
import type { MonitorType } from '../../../shared/constants/monitors';
import { HTTP_MONITOR_TYPES } from '../../../shared/constants/monitors';
import { monitorHostMessage, monitorMessages } from '../../../shared/contracts/monitors';

export type TargetCheck = { ok: true; settings: Record<string, unknown> } | { ok: false; field: string; message: string };

/** The domain itself or a name under it (both ASCII, lower case). */
export function isOnDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * A monitor may only probe its own domain or its subdomains: the URL's host (endpoint, keyword, JSON) or the host
 * (TCP, DNS record), Unicode converted to punycode. The settings come back with the host in that ASCII form, which is
 * what the probes use. Heartbeats have no target.
 */
export function checkTarget(type: MonitorType, settings: Record<string, unknown>, domain: string): TargetCheck {
  if ((HTTP_MONITOR_TYPES as readonly string[]).includes(type)) {
    let url: URL;
    try {
      url = new URL(String(settings.url));
    } catch {
      return { ok: false, field: 'settings.url', message: monitorMessages.urlInvalid };
    }
    const host = url.hostname.replace(/\.$/, '');
    if (!isOnDomain(host, domain)) return { ok: false, field: 'settings.url', message: monitorHostMessage(domain, 'url') };
    return { ok: true, settings: { ...settings, url: url.href } };
  }
  if (type === 'tcp' || type === 'dns-record') {
    const host = domainToASCII(String(settings.host).toLowerCase().replace(/\.$/, ''));
    if (!host) return { ok: false, field: 'settings.host', message: monitorMessages.hostInvalid };
    if (!isOnDomain(host, domain)) return { ok: false, field: 'settings.host', message: monitorHostMessage(domain, 'host') };
    return { ok: true, settings: { ...settings, host } };
  }
  return { ok: true, settings };
}
