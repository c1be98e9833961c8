import { isIP, isIPv4 } from 'node:net';
import type { EngineContext } from '../context';
import { classifyAddress } from '../net/ip-ranges';
import { queryDns, valuesOf } from '../net/dns-query';
import { fetchPinned, type FetchOutcome } from '../net/fetch-pinned';
import { plural } from '../net/format';
import { targetOrigin } from '../net/target-origin';
import type { CheckStatus, Finding, Probe, ProbeOutcome, ProbeTarget } from '../types';
import { checkDnsbl, parseDnsblZones, type DnsblResult } from './dnsbl';
import {
  checkCookies,
  checkSecurityHeaders,
  fieldsFromRaw,
  type CookieCheck,
  type HeaderCheck,
} from './security-headers';

export type SecurityFindingCode =
  | 'blocklisted'
  | 'no-https'
  | 'missing-headers'
  | 'ignored-headers'
  | 'weak-headers'
  | 'no-https-redirect'
  | 'cookie-not-secure'
  | 'cookie-not-httponly'
  | 'unreachable';

export interface SecurityDetails {
  /** The https URL whose headers were checked, or null when HTTPS could not be fetched. */
  checkedUrl: string | null;
  headers: HeaderCheck[];
  /** Headers not sent at all. */
  missingHeaders: string[];
  /** Headers sent in a form browsers ignore (each header's `problem` says why); they protect no more than missing ones. */
  ignoredHeaders: string[];
  cookies: CookieCheck[];
  httpsAvailable: boolean | null;
  /** Null when plain HTTP is not served at all (port 80 closed), which is fine. */
  httpRedirectsToHttps: boolean | null;
  dnsbl: DnsblResult[];
  findings: Finding<SecurityFindingCode>[];
}

/** Security headers, HTTP->HTTPS redirect, cookie flags and DNS blocklists. */
export const securityProbe: Probe<'security', SecurityDetails> = {
  kind: 'security',
  async check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<SecurityDetails>> {
    const domain = target.domain;
    const fetchHeaders = (url: string): Promise<FetchOutcome> =>
      fetchPinned(url, ctx, {
        body: 'none',
        timeoutMs: ctx.options.timeouts.httpMs,
        maxRedirects: ctx.maxRedirects,
        freshConnection: target.freshConnection,
        targetPorts: true,
      });
    const literal = domain === 'localhost' || isIP(domain.replace(/^\[|\]$/g, '')) !== 0;
    const [{ secure, plain }, addresses] = await Promise.all([
      fetchBoth(target, fetchHeaders),
      // an address has no A records to ask for (decision 071): a public IPv4 is looked up as itself, a private one not at all
      literal
        ? Promise.resolve(isIPv4(domain) && classifyAddress(domain) === null ? [domain] : [])
        : queryDns(ctx, 'A', domain).then((a) => valuesOf(a).map((r) => r.address)),
    ]);
    // blocklists of domain names have nothing to say of an address
    const zones = parseDnsblZones(ctx.options.dnsblZones).filter((z) => !literal || z.kind === 'ip');
    const dnsbl = await checkDnsbl(ctx, domain, addresses, zones);

    const details: SecurityDetails = {
      checkedUrl: null,
      headers: [],
      missingHeaders: [],
      ignoredHeaders: [],
      cookies: [],
      httpsAvailable: null,
      httpRedirectsToHttps: null,
      dnsbl,
      findings: [],
    };
    const finding = (code: SecurityFindingCode, severity: Finding['severity'], message: string): void =>
      void details.findings.push({ code, severity, message });

    for (const listing of dnsbl.filter((r) => r.outcome === 'listed')) {
      finding(
        'blocklisted',
        'critical',
        `${listing.subject} is listed on ${listing.zone} (${listing.codes.join(', ')})`,
      );
    }

    const refused = [secure, plain].find((o) => o && !o.ok && o.kind === 'refused');
    if (refused && !refused.ok) return { status: 'error', message: refused.message, details };

    if (target.httpOnly) {
      details.httpsAvailable = false;
      if (plain?.ok) judgeHeaders(details, plain, { overHttps: false, httpOnlySite: true }, finding);
      else
        finding(
          'unreachable',
          'info',
          `Could not fetch the site to check its headers: ${plain?.message ?? 'no answer'}`,
        );
      return summarise(details);
    }

    if (secure.ok) {
      details.httpsAvailable = true;
      judgeHeaders(details, secure, { overHttps: secure.finalUrl.startsWith('https:'), httpOnlySite: false }, finding);
    } else if (secure.kind === 'connect' || secure.kind === 'tls') {
      details.httpsAvailable = false;
      if (plain?.ok) finding('no-https', 'critical', 'The site is not served over HTTPS');
    }

    if (plain?.ok && !target.port) {
      details.httpRedirectsToHttps = plain.finalUrl.startsWith('https:');
      if (!details.httpRedirectsToHttps && details.httpsAvailable)
        finding('no-https-redirect', 'warning', 'HTTP does not redirect to HTTPS');
    }
    if (!secure.ok && !plain?.ok)
      finding('unreachable', 'info', `Could not fetch the site to check its headers: ${secure.message}`);
    return summarise(details);
  },
};

/**
 * Without a port: https:// and http:// side by side (the redirect check needs both). With one ('example.com:8443'):
 * one service on one port, so HTTPS, and plain HTTP only when HTTPS cannot connect; asking plain HTTP of a TLS port
 * would read the server's "plain HTTP sent to HTTPS port" page as a site that does not redirect (decision 050).
 */
async function fetchBoth(
  target: ProbeTarget,
  fetchHeaders: (url: string) => Promise<FetchOutcome>,
): Promise<{ secure: FetchOutcome; plain: FetchOutcome | null }> {
  if (target.httpOnly) {
    const plain = await fetchHeaders(`http://${targetOrigin(target)}/`);
    return { secure: plain, plain };
  }
  if (!target.port) {
    const [secure, plain] = await Promise.all([
      fetchHeaders(`https://${target.domain}/`),
      fetchHeaders(`http://${target.domain}/`),
    ]);
    return { secure, plain };
  }
  const origin = targetOrigin(target);
  const secure = await fetchHeaders(`https://${origin}/`);
  const plain =
    !secure.ok && (secure.kind === 'connect' || secure.kind === 'tls') ? await fetchHeaders(`http://${origin}/`) : null;
  return { secure, plain };
}

/**
 * The answer's headers and cookies judged, with their findings. An HTTP-only site's (decision 071) are judged as
 * served over plain HTTP: HSTS and the Secure cookie flag need HTTPS, so they are left out rather than reported
 * missing; the other headers count.
 */
function judgeHeaders(
  details: SecurityDetails,
  fetched: Extract<FetchOutcome, { ok: true }>,
  { overHttps, httpOnlySite }: { overHttps: boolean; httpOnlySite: boolean },
  finding: (code: SecurityFindingCode, severity: Finding['severity'], message: string) => void,
): void {
  details.checkedUrl = fetched.finalUrl;
  // field by field where the transport kept them: browsers read only the first of several HSTS fields
  const judged = checkSecurityHeaders(
    fetched.rawHeaders ? fieldsFromRaw(fetched.rawHeaders) : fetched.headers,
    overHttps,
  );
  details.headers = httpOnlySite ? judged.filter((h) => h.header !== 'Strict-Transport-Security') : judged;
  details.missingHeaders = details.headers.filter((h) => h.value === null).map((h) => h.header);
  const ignored = details.headers.filter((h) => h.value !== null && !h.present);
  details.ignoredHeaders = ignored.map((h) => h.header);
  details.cookies = checkCookies(fetched.setCookies);
  if (details.missingHeaders.length > 0)
    finding('missing-headers', 'warning', `Missing headers: ${details.missingHeaders.join(', ')}`);
  if (ignored.length > 0)
    finding(
      'ignored-headers',
      'warning',
      `Ignored by browsers: ${ignored.map((h) => `${h.header} (${h.problem ?? 'not applied'})`).join('; ')}`,
    );
  const weak = details.headers.filter((h) => h.present && h.warnings.length > 0);
  if (weak.length > 0)
    finding(
      'weak-headers',
      'warning',
      `Weak headers: ${weak.map((h) => `${h.header} (${h.warnings.join('; ')})`).join('; ')}`,
    );
  const notSecure = httpOnlySite ? [] : details.cookies.filter((c) => !c.secure).map((c) => c.name);
  const notHttpOnly = details.cookies.filter((c) => !c.httpOnly).map((c) => c.name);
  if (notSecure.length > 0) finding('cookie-not-secure', 'warning', `Cookies without Secure: ${notSecure.join(', ')}`);
  if (notHttpOnly.length > 0)
    finding('cookie-not-httponly', 'warning', `Cookies without HttpOnly: ${notHttpOnly.join(', ')}`);
}

function summarise(details: SecurityDetails): ProbeOutcome<SecurityDetails> {
  const critical = details.findings.filter((f) => f.severity === 'critical');
  const warnings = details.findings.filter((f) => f.severity === 'warning');
  const unreachable = details.findings.find((f) => f.code === 'unreachable');
  const serious = [...critical, ...warnings];
  if (serious.length === 0) {
    // Nothing wrong found, but if the site could not be fetched the headers were never checked.
    if (unreachable) return { status: 'error', message: unreachable.message, details };
    const parts = [`All ${details.headers.length} security headers in effect`];
    if (details.httpRedirectsToHttps) parts.push('HTTP redirects to HTTPS');
    const clean = details.dnsbl.filter((r) => r.outcome === 'clean').length;
    if (details.dnsbl.length > 0) parts.push(`clean on ${plural(clean, 'blocklist check')}`);
    return { status: 'healthy', message: parts.join(', '), details };
  }
  const status: CheckStatus = critical.length > 0 ? 'critical' : 'warning';
  const shown = serious
    .slice(0, 2)
    .map((f) => f.message)
    .join('; ');
  const more = serious.length > 2 ? ` (+${serious.length - 2} more)` : '';
  return { status, message: `${shown}${more}`, details };
}
