/**
 * What each probe found, read from a check's `details` (typed `unknown` in the contract: its shape is the probe's).
 * Every field is optional, so a probe that adds or drops a field never hides the rest; a shape that does not fit at
 * all gives null and the row simply has no details to expand.
 */
import { z } from 'zod';

const str = z.string().nullish();
const num = z.number().nullish();
const bool = z.boolean().nullish();
const strings = z.array(z.string()).nullish();

const finding = z.looseObject({ code: z.string().optional(), severity: z.string().optional(), message: z.string() });

export const dnsDetailsSchema = z.looseObject({
  records: z.array(z.looseObject({ type: z.string(), name: z.string(), value: z.string(), ttl: num })).nullish(),
  findings: z.array(finding).nullish(),
  zone: str,
  nameservers: strings,
  lameNameservers: strings,
  spf: z
    .looseObject({ record: str, valid: bool, lookupCount: num, lookupLimitExceeded: bool, problems: strings })
    .nullish(),
  dmarc: z.looseObject({ record: str, policy: str, valid: bool, problems: strings }).nullish(),
  caaFound: bool,
});
export type DnsDetails = z.infer<typeof dnsDetailsSchema>;

export const sslDetailsSchema = z.looseObject({
  host: str,
  port: num,
  connected: bool,
  subject: str,
  issuer: str,
  subjectAltNames: strings,
  validFrom: str,
  validTo: str,
  daysUntilExpiry: num,
  hostnameMatches: bool,
  trusted: bool,
  trustError: str,
  trustProblem: str,
  protocol: str,
  cipher: str,
  chain: z.array(z.looseObject({ subject: z.string(), issuer: z.string(), validTo: str })).nullish(),
  error: str,
});
export type SslDetails = z.infer<typeof sslDetailsSchema>;

export const securityDetailsSchema = z.looseObject({
  checkedUrl: str,
  headers: z
    .array(z.looseObject({ header: z.string(), present: z.boolean(), value: str, problem: str, warnings: strings }))
    .nullish(),
  missingHeaders: strings,
  ignoredHeaders: strings,
  cookies: z.array(z.looseObject({ name: z.string(), secure: z.boolean(), httpOnly: z.boolean() })).nullish(),
  httpsAvailable: bool,
  httpRedirectsToHttps: bool,
  dnsbl: z
    .array(
      z.looseObject({
        zone: z.string(),
        kind: str,
        subject: str,
        outcome: z.string(),
        codes: strings,
      }),
    )
    .nullish(),
  findings: z.array(finding).nullish(),
});
export type SecurityDetails = z.infer<typeof securityDetailsSchema>;

export const whoisDetailsSchema = z.looseObject({
  /** 'registered' | 'not-registered' | 'reserved' | 'unknown' (decision 039); absent on results recorded before it was kept. */
  registration: str,
  unknownReason: str,
  referralServer: str,
  registrar: str,
  createdAt: str,
  updatedAt: str,
  expiresAt: str,
  nameservers: strings,
  statuses: strings,
  dnssec: bool,
  source: str,
  server: str,
  daysUntilExpiry: num,
  rdapError: str,
  whoisError: str,
});
export type WhoisDetails = z.infer<typeof whoisDetailsSchema>;

export const httpDetailsSchema = z.looseObject({
  url: str,
  finalUrl: str,
  statusCode: num,
  redirects: z.array(z.looseObject({ url: z.string(), statusCode: z.number(), location: z.string() })).nullish(),
  bodyBytes: num,
  truncated: bool,
  remoteAddress: str,
  httpsError: str,
  error: z.looseObject({ kind: str, message: z.string() }).nullish(),
});
export type HttpDetails = z.infer<typeof httpDetailsSchema>;

/** Reads details with a schema; null when there are none or they do not fit. */
export function readDetails<T>(schema: z.ZodType<T>, details: unknown): T | null {
  if (details === null || details === undefined) return null;
  const parsed = schema.safeParse(details);
  return parsed.success ? parsed.data : null;
}
