import { parseHostPort, type WhoisServer } from './whois-servers';

// Thin registries (.com, .net) keep the registrar's WHOIS server in their answer; older answers say 'Whois Server'.
const REFERRAL = /^[ \t]*(?:Registrar WHOIS Server|Whois Server)[ \t]*:[ \t]*(\S+)[ \t]*$/im;
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;

/**
 * The registrar's WHOIS server a registry answer refers to, as a host name; null when there is none, when it is a
 * web address (nothing to ask on port 43) or when it is the registry's own server.
 */
export function registrarWhoisHost(registryAnswer: string, registryHost: string): string | null {
  const value = REFERRAL.exec(registryAnswer)?.[1];
  if (!value) return null;
  const host = value
    .replace(/^whois:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (!HOST_NAME.test(host) || host === registryHost.toLowerCase()) return null;
  return host;
}

/**
 * Where to ask the registrar: port 43 of the named host, a host from the remote answer, so the SSRF guard's target
 * rule applies; WHOIS_SERVERS may name the host to send it elsewhere (tests point it at loopback).
 */
export function referralServer(host: string, configured: Record<string, string> | undefined): WhoisServer {
  const fromConfig = configured?.[host];
  if (fromConfig) return { ...parseHostPort(fromConfig), fromConfiguration: true };
  return { host, port: 43, fromConfiguration: false };
}
