import { isIP } from 'node:net';
import tls, { type DetailedPeerCertificate, type PeerCertificate, type TLSSocket } from 'node:tls';
import type { EngineContext } from '../context';
import { errorCode, errorMessage } from '../net/deadline';
import { daysUntil, describeExpiry, formatDate, formatDuration } from '../net/format';
import { describeConnectError } from '../net/http-hop';
import { checkHost, pinnedLookup } from '../net/ssrf-guard';
import type { CheckStatus, Probe, ProbeOutcome, ProbeTarget } from '../types';
import { describeTrustProblem, trustProblemFromCode, type TrustProblem } from './tls-trust';

export interface CertificateSummary {
  subject: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  serialNumber: string;
  fingerprint256: string;
}

export interface SslDetails {
  host: string;
  port: number;
  connected: boolean;
  subject: string | null;
  issuer: string | null;
  subjectAltNames: string[];
  validFrom: string | null;
  validTo: string | null;
  daysUntilExpiry: number | null;
  hostnameMatches: boolean | null;
  trusted: boolean;
  /** The OpenSSL or hostname-check code behind trusted: false. */
  trustError: string | null;
  trustProblem: TrustProblem | null;
  protocol: string | null;
  cipher: string | null;
  /** Leaf first, as the server sent it (the root too when the server includes it). */
  chain: CertificateSummary[];
  error: string | null;
}

/** TLS certificate: chain, validity, hostname and trust evaluated here (the connection itself accepts anything). */
export const sslProbe: Probe<'ssl', SslDetails> = {
  kind: 'ssl',
  async check(target: ProbeTarget, ctx: EngineContext): Promise<ProbeOutcome<SslDetails>> {
    const port = target.port ?? ctx.options.httpsPort ?? 443;
    const empty = emptyDetails(target.domain, port);
    const guard = await checkHost(target.domain, ctx);
    if (!guard.ok) {
      return {
        status: guard.reason === 'refused' || guard.reason === 'dns-error' ? 'error' : 'critical',
        message: guard.message,
        details: { ...empty, error: guard.message },
      };
    }
    let socket: TLSSocket;
    try {
      socket = await connect(target.domain, port, ctx, pinnedLookup(guard));
    } catch (error) {
      const message = connectFailure(error, port, ctx.options.timeouts.connectMs);
      return { status: 'critical', message, details: { ...empty, error: message } };
    }
    try {
      return evaluateCertificate(socket, target.domain, port, new Date());
    } finally {
      socket.destroy();
    }
  },
};

function connect(
  host: string,
  port: number,
  ctx: EngineContext,
  lookup: ReturnType<typeof pinnedLookup>,
): Promise<TLSSocket> {
  return new Promise<TLSSocket>((resolve, reject) => {
    const socket = tls.connect({
      host,
      port,
      // SNI carries names only; an IP literal (an address added as a domain, decision 071) goes without
      ...(isIP(host.replace(/^\[|\]$/g, '')) === 0 ? { servername: host } : {}),
      lookup,
      rejectUnauthorized: false,
      secureContext: ctx.secureContext,
      timeout: ctx.options.timeouts.connectMs,
    });
    const fail = (error: Error): void => {
      socket.destroy();
      reject(error);
    };
    socket.once('secureConnect', () => {
      socket.removeAllListeners('error');
      socket.removeAllListeners('timeout');
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', fail);
    socket.once('timeout', () => fail(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
  });
}

/**
 * The certificate of a connected TLS socket: chain, dates, host name and trust (the TCP monitor's TLS check too, which
 * asks for the leaf only: `chain: false` spares building the issuers' objects, the costliest part of a check).
 */
export function evaluateCertificate(
  socket: TLSSocket,
  host: string,
  port: number,
  now: Date,
  { chain = true }: { chain?: boolean } = {},
): ProbeOutcome<SslDetails> {
  const leaf = socket.getPeerCertificate(chain);
  const details = emptyDetails(host, port);
  details.connected = true;
  details.protocol = socket.getProtocol() ?? null;
  details.cipher = socket.getCipher()?.name ?? null;
  if (!leaf || Object.keys(leaf).length === 0) {
    return {
      status: 'critical',
      message: 'The server sent no certificate',
      details: { ...details, error: 'no certificate' },
    };
  }
  details.chain = chainOf(leaf);
  details.subject = nameOf(leaf.subject);
  details.issuer = nameOf(leaf.issuer);
  details.subjectAltNames = (leaf.subjectaltname ?? '')
    .split(', ')
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4));
  const validTo = new Date(leaf.valid_to);
  details.validFrom = new Date(leaf.valid_from).toISOString();
  details.validTo = validTo.toISOString();
  details.daysUntilExpiry = daysUntil(validTo, now);

  const identityError = tls.checkServerIdentity(host, leaf);
  details.hostnameMatches = identityError === undefined;
  const authError = socket.authorized ? null : codeOf(socket.authorizationError);
  const trustError = authError ?? (identityError ? 'ERR_TLS_CERT_ALTNAME_INVALID' : null);
  details.trusted = trustError === null;
  details.trustError = trustError;
  details.trustProblem = trustError ? trustProblemFromCode(trustError) : null;

  const days = details.daysUntilExpiry;
  const expiry = `${describeExpiry(days)} (${formatDate(validTo)})`;
  let status: CheckStatus;
  let message: string;
  if (days < 0 || details.trustProblem === 'expired') {
    status = 'critical';
    message = `Certificate ${describeExpiry(Math.min(days, -1))} (${formatDate(validTo)})`;
  } else if (details.trustProblem) {
    status = 'critical';
    message = capitalise(describeTrustProblem(details.trustProblem, trustError ?? ''));
    if (details.trustProblem === 'hostname-mismatch')
      message += ` (it covers ${details.subjectAltNames.slice(0, 3).join(', ') || details.subject})`;
  } else if (days <= 7) {
    status = 'critical';
    message = `Certificate ${expiry}`;
  } else if (days <= 30) {
    status = 'warning';
    message = `Certificate ${expiry}`;
  } else {
    status = 'healthy';
    message = `Valid certificate from ${details.issuer}, ${expiry}`;
  }
  return { status, message, details };
}

function chainOf(leaf: DetailedPeerCertificate | PeerCertificate): CertificateSummary[] {
  const chain: CertificateSummary[] = [];
  const seen = new Set<string>();
  let cert: DetailedPeerCertificate | undefined = leaf as DetailedPeerCertificate;
  while (cert && !seen.has(cert.fingerprint256) && chain.length < 10) {
    seen.add(cert.fingerprint256);
    chain.push({
      subject: nameOf(cert.subject),
      issuer: nameOf(cert.issuer),
      validFrom: new Date(cert.valid_from).toISOString(),
      validTo: new Date(cert.valid_to).toISOString(),
      serialNumber: cert.serialNumber,
      fingerprint256: cert.fingerprint256,
    });
    cert = cert.issuerCertificate;
  }
  return chain;
}

function nameOf(name: { CN?: string | string[]; O?: string | string[] } | undefined): string {
  const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
  return first(name?.CN) ?? first(name?.O) ?? 'unknown';
}

function codeOf(error: Error | string | null | undefined): string {
  if (!error) return 'UNKNOWN';
  if (typeof error === 'string') return error;
  return errorCode(error) ?? error.message;
}

function connectFailure(error: unknown, port: number, timeoutMs: number): string {
  const code = errorCode(error) ?? '';
  if (code === 'ETIMEDOUT') return `TLS connection to port ${port} timed out after ${formatDuration(timeoutMs)}`;
  if (['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code))
    return `Could not connect to port ${port}: ${describeConnectError(code).toLowerCase()}`;
  return `TLS handshake failed: ${errorMessage(error)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function emptyDetails(host: string, port: number): SslDetails {
  return {
    host,
    port,
    connected: false,
    subject: null,
    issuer: null,
    subjectAltNames: [],
    validFrom: null,
    validTo: null,
    daysUntilExpiry: null,
    hostnameMatches: null,
    trusted: false,
    trustError: null,
    trustProblem: null,
    protocol: null,
    cipher: null,
    chain: [],
    error: null,
  };
}
