import { domainToASCII } from 'node:url';
import type { MonitorType } from '../../../shared/constants/monitors';
import { HTTP_MONITOR_TYPES } from '../../../shared/constants/monitors';
import { monitorDnsOnAddressMessage, monitorHostMessage, monitorMessages } from '../../../shared/contracts/monitors';
import { displayDomain, domainHost, hostKind } from '../../../shared/helpers/domain-name';

export type TargetCheck =
  { ok: true; settings: Record<string, unknown> } | { ok: false; field: string; message: string };

const unbracketed = (host: string) => host.replace(/^\[|\]$/g, '');

/**
 * The domain's host itself, or a name under it (both ASCII, lower case). `domain` is the stored name: its port is
 * not part of the host ('shop.test:8443' -> shop.test; a monitor picks its own port). An IP address or localhost has
 * no subdomains: only the host itself (IPv6 with or without its brackets).
 */
export function isOnDomain(host: string, domain: string): boolean {
  const own = domainHost(domain);
  if (hostKind(domain) !== 'name') return unbracketed(host) === unbracketed(own);
  return host === own || host.endsWith(`.${own}`);
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
    if (!isOnDomain(host, domain))
      return {
        ok: false,
        field: 'settings.url',
        message: monitorHostMessage(displayDomain(domainHost(domain)), 'url', hostKind(domain) === 'name'),
      };
    return { ok: true, settings: { ...settings, url: url.href } };
  }
  if (type === 'dns-record' && hostKind(domain) !== 'name')
    return {
      ok: false,
      field: 'settings.host',
      message: monitorDnsOnAddressMessage(displayDomain(domainHost(domain))),
    };
  if (type === 'tcp' || type === 'dns-record') {
    const typed = String(settings.host).toLowerCase().replace(/\.$/, '');
    // an address is kept as typed (IPv6 in brackets); a name goes to its ASCII form
    const host =
      hostKind(typed) === 'name'
        ? domainToASCII(typed)
        : typed.includes(':') && !typed.startsWith('[')
          ? `[${typed}]`
          : typed;
    if (!host) return { ok: false, field: 'settings.host', message: monitorMessages.hostInvalid };
    if (!isOnDomain(host, domain))
      return {
        ok: false,
        field: 'settings.host',
        message: monitorHostMessage(displayDomain(domainHost(domain)), 'host', hostKind(domain) === 'name'),
      };
    return { ok: true, settings: { ...settings, host } };
  }
  return { ok: true, settings };
}
