import type { EngineContext } from '../context';
import { describeDnsError, queryDns, queryDnsShared, valuesOf, type DnsAnswer } from '../net/dns-query';
import { plural } from '../net/format';
import type { CheckStatus, Finding, Probe, ProbeOutcome, ProbeTarget } from '../types';
import { analyseDmarc, type DmarcAnalysis } from './dmarc';
import { analyseSpf, SPF_LOOKUP_LIMIT, type SpfAnalysis } from './spf';

export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'NS' | 'TXT' | 'CAA' | 'SOA';

/** One record as stored in dns_records, so monitoring can detect changes. */
export interface DnsRecordEntry {
  type: DnsRecordType;
  name: string;
  value: string;
  ttl: number | null;
}

export type DnsFindingCode =
  | 'nxdomain'
  | 'no-address'
  | 'no-mx'
  | 'spf-missing'
  | 'spf-malformed'
  | 'spf-too-many-lookups'
  | 'dmarc-missing'
  | 'dmarc-malformed'
  | 'dmarc-policy-none'
  | 'single-nameserver'
  | 'lame-nameserver'
  | 'no-caa'
  | 'lookup-failed';

export interface DnsDetails {
  records: DnsRecordEntry[];
  findings: Finding<DnsFindingCode>[];
  /** The zone whose NS records were checked (the domain itself, or the parent for a subdomain). */
  zone: string | null;
  nameservers: string[];
  lameNameservers: string[];
  spf: SpfAnalysis | null;
  dmarc: DmarcAnalysis | null;
  caaFound: boolean;
  /**
   * Record types whose lookup failed this time (timeout, SERVFAIL, refused): their records are unknown, not absent.
   * Absent in results stored before.
   */
  failedTypes?: DnsRecordType[];
}

/** DNS records and configuration findings (addresses, mail authentication, nameservers, CAA). */
export const dnsProbe: Probe<'dns', DnsDetails> = {
  kind: 'dns',
  async check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<DnsDetails>> {
    const domain = target.domain;
    const [a, aaaa, cname, mx, txt, soa, dmarcTxt] = await Promise.all([
      queryDns(ctx, 'A', domain),
      queryDns(ctx, 'AAAA', domain),
      queryDns(ctx, 'CNAME', domain),
      queryDns(ctx, 'MX', domain),
      queryDns(ctx, 'TXT', domain),
      queryDns(ctx, 'SOA', domain),
      findDmarc(ctx, domain),
    ]);
    const [ns, caa] = await Promise.all([findUpwards(ctx, 'NS', domain), findUpwards(ctx, 'CAA', domain)]);

    const failedTypes = (
      [
        ['A', a],
        ['AAAA', aaaa],
        ['CNAME', cname],
        ['MX', mx],
        ['TXT', txt],
        ['SOA', soa],
        ['NS', ns.answer],
        ['CAA', caa.answer],
        ['TXT', dmarcTxt.answer],
      ] as const
    )
      .filter(
        ([type, answer], i, all) =>
          answer.status === 'error' && all.findIndex(([other, o]) => other === type && o.status === 'error') === i,
      )
      .map(([type]) => type);
    const details: DnsDetails = {
      records: [],
      findings: [],
      zone: ns.name,
      nameservers: [],
      lameNameservers: [],
      spf: null,
      dmarc: null,
      caaFound: false,
      failedTypes,
    };
    const primary = [a, aaaa, mx, txt, soa];
    if (primary.every((answer) => answer.status === 'error')) {
      const code = (a as Extract<DnsAnswer<unknown>, { status: 'error' }>).code;
      return { status: 'error', message: `Could not query DNS: ${describeDnsError(code)}`, details };
    }
    if (a.status === 'nxdomain' && aaaa.status === 'nxdomain' && soa.status === 'nxdomain') {
      details.findings.push({
        code: 'nxdomain',
        severity: 'critical',
        message: `${domain} does not exist in DNS (NXDOMAIN)`,
      });
      return summarise(details);
    }

    const add = (type: DnsRecordType, name: string, value: string, ttl: number | null = null): void =>
      void details.records.push({ type, name, value, ttl });
    valuesOf(a).forEach((r) => add('A', domain, r.address, r.ttl));
    valuesOf(aaaa).forEach((r) => add('AAAA', domain, r.address, r.ttl));
    valuesOf(cname).forEach((r) => add('CNAME', domain, r));
    valuesOf(mx).forEach((r) => add('MX', domain, `${r.priority} ${r.exchange}`));
    valuesOf(ns.answer).forEach((r) => add('NS', ns.name ?? domain, r));
    const txtStrings = valuesOf(txt).map((chunks) => chunks.join(''));
    txtStrings.forEach((r) => add('TXT', domain, r));
    valuesOf(caa.answer).forEach((r) => add('CAA', caa.name ?? domain, caaValue(r)));
    valuesOf(soa).forEach((r) =>
      add('SOA', domain, `${r.nsname} ${r.hostmaster} ${r.serial} ${r.refresh} ${r.retry} ${r.expire} ${r.minttl}`),
    );
    const dmarcStrings = valuesOf(dmarcTxt.answer).map((chunks) => chunks.join(''));
    dmarcStrings.forEach((r) => add('TXT', dmarcTxt.name, r));

    const finding = (code: DnsFindingCode, severity: Finding['severity'], message: string): void =>
      void details.findings.push({ code, severity, message });

    for (const [label, answer] of [
      ['A', a],
      ['AAAA', aaaa],
      ['MX', mx],
      ['TXT', txt],
      ['NS', ns.answer],
    ] as const) {
      if (answer.status === 'error')
        finding('lookup-failed', 'warning', `The ${label} lookup failed: ${describeDnsError(answer.code)}`);
    }
    if (valuesOf(a).length === 0 && valuesOf(aaaa).length === 0 && a.status !== 'error' && aaaa.status !== 'error') {
      finding('no-address', 'critical', 'No A or AAAA record: the domain does not point to any server');
    }

    // Mail: a null MX (RFC 7505) or an SPF of '-all' alone says the domain sends and receives no mail.
    const spf = await analyseSpf(txtStrings, async (name) => {
      const answer = await queryDnsShared(ctx, 'TXT', name);
      return answer.status === 'ok' ? answer.values.map((chunks) => chunks.join('')) : null;
    });
    details.spf = spf;
    const mxRecords = valuesOf(mx);
    const nullMx = mxRecords.length === 1 && ['', '.'].includes(mxRecords[0]?.exchange ?? 'x');
    const noMailIntent = nullMx || /^v=spf1\s+-all\s*$/i.test(spf.record ?? '');
    if (mxRecords.length === 0 && mx.status !== 'error') {
      finding(
        'no-mx',
        noMailIntent ? 'info' : 'warning',
        noMailIntent
          ? 'No MX record (the domain declares it sends no mail)'
          : 'No MX record: the domain cannot receive email',
      );
    }
    if (txt.status !== 'error') {
      if (!spf.record)
        finding('spf-missing', 'warning', 'No SPF record: anyone can send email claiming to be from this domain');
      else if (spf.lookupLimitExceeded)
        finding(
          'spf-too-many-lookups',
          'warning',
          `SPF needs ${spf.lookupCount} DNS lookups, more than the limit of ${SPF_LOOKUP_LIMIT}`,
        );
      else if (spf.problems.length > 0)
        finding('spf-malformed', 'warning', `SPF record is invalid: ${spf.problems[0]}`);
    }
    const dmarc = analyseDmarc(dmarcStrings);
    details.dmarc = dmarc;
    if (dmarcTxt.answer.status !== 'error') {
      if (!dmarc.record) finding('dmarc-missing', 'warning', 'No DMARC record (_dmarc TXT)');
      else if (!dmarc.valid) finding('dmarc-malformed', 'warning', `DMARC record is invalid: ${dmarc.problems[0]}`);
      else if (dmarc.policy === 'none')
        finding('dmarc-policy-none', 'info', 'DMARC policy is p=none: failing mail is only reported, not blocked');
    }

    const nameservers = valuesOf(ns.answer).map((n) => n.toLowerCase());
    details.nameservers = nameservers;
    if (nameservers.length === 1)
      finding('single-nameserver', 'warning', `Only one nameserver (${nameservers[0]}): DNS fails if it goes down`);
    details.lameNameservers = await lameNameservers(ctx, nameservers.slice(0, 8));
    if (details.lameNameservers.length > 0) {
      const all = details.lameNameservers.length === nameservers.length;
      finding(
        'lame-nameserver',
        all ? 'critical' : 'warning',
        `Nameserver ${details.lameNameservers.join(', ')} does not resolve to an address`,
      );
    }

    details.caaFound = valuesOf(caa.answer).length > 0;
    if (!details.caaFound && caa.answer.status !== 'error')
      finding('no-caa', 'info', 'No CAA record: any certificate authority may issue certificates for this domain');
    return summarise(details);
  },
};

function summarise(details: DnsDetails): ProbeOutcome<DnsDetails> {
  const order = { critical: 0, warning: 1, info: 2 } as const;
  const serious = details.findings
    .filter((f) => f.severity !== 'info')
    .sort((x, y) => order[x.severity] - order[y.severity]);
  const first = serious[0];
  if (!first) {
    const addresses = details.records.filter((r) => r.type === 'A' || r.type === 'AAAA').length;
    const mail = details.spf?.record && details.dmarc?.record ? ', SPF and DMARC in place' : '';
    return {
      status: 'healthy',
      message: `DNS healthy: ${plural(addresses, 'address')}, ${plural(details.nameservers.length, 'nameserver')}${mail}`,
      details,
    };
  }
  const status: CheckStatus = first.severity === 'critical' ? 'critical' : 'warning';
  const more = serious.length > 1 ? ` (+${serious.length - 1} more)` : '';
  return { status, message: `${first.message}${more}`, details };
}

/** NS and CAA live at the zone or above: look at the name, then its parents, stopping before the TLD. */
async function findUpwards<Q extends 'NS' | 'CAA'>(ctx: EngineContext, type: Q, domain: string) {
  const labels = domain.split('.');
  let last = await queryDns(ctx, type, domain);
  if (last.status === 'ok') return { name: domain as string | null, answer: last };
  for (let i = 1; i < labels.length - 1; i++) {
    const name = labels.slice(i).join('.');
    // a parent zone is every subdomain's: its answer is shared
    const answer = await queryDnsShared(ctx, type, name);
    if (answer.status === 'ok') return { name: name as string | null, answer };
    if (answer.status === 'error') last = answer;
  }
  return { name: null as string | null, answer: last };
}

/** _dmarc.<domain>, falling back to the parent domain's record as receivers do (last two labels, no public suffix list). */
async function findDmarc(ctx: EngineContext, domain: string) {
  const name = `_dmarc.${domain}`;
  const answer = await queryDns(ctx, 'TXT', name);
  const labels = domain.split('.');
  if (answer.status === 'ok' || labels.length <= 2) return { name, answer };
  const parentName = `_dmarc.${labels.slice(-2).join('.')}`;
  const parent = await queryDnsShared(ctx, 'TXT', parentName);
  return parent.status === 'ok' ? { name: parentName, answer: parent } : { name, answer };
}

async function lameNameservers(ctx: EngineContext, nameservers: string[]): Promise<string[]> {
  const checks = await Promise.all(
    nameservers.map(async (host) => {
      // a provider's nameservers serve thousands of the domains checked: their addresses are shared answers
      const [v4, v6] = await Promise.all([queryDnsShared(ctx, 'A', host), queryDnsShared(ctx, 'AAAA', host)]);
      // A resolver failure is not evidence of a lame server; only a clean 'no address' is.
      const lame = v4.status !== 'ok' && v6.status !== 'ok' && v4.status !== 'error' && v6.status !== 'error';
      return lame ? host : null;
    }),
  );
  return checks.filter((host): host is string => host !== null);
}

function caaValue(record: {
  critical: number;
  issue?: string;
  issuewild?: string;
  iodef?: string;
  contactemail?: string;
  contactphone?: string;
}): string {
  for (const tag of ['issue', 'issuewild', 'iodef', 'contactemail', 'contactphone'] as const) {
    const value = record[tag];
    if (value !== undefined) return `${record.critical} ${tag} "${value}"`;
  }
  return `${record.critical}`;
}
