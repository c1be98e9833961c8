import net, { isIP, type Socket } from 'node:net';
import tls, { type TLSSocket } from 'node:tls';
import type { z } from 'zod';
import type { tcpSettingsSchema } from '../../../../shared/contracts/monitors';
import type { EngineContext } from '../../context';
import { errorCode, errorMessage } from '../../net/deadline';
import { formatDuration } from '../../net/format';
import { checkHost, pinnedLookup, type CheckedAddress } from '../../net/ssrf-guard';
import { evaluateCertificate, type SslDetails } from '../ssl-probe';
import type { MonitorProbeResult } from './types';
import { midSentence } from '../../../../shared/helpers/mid-sentence';
import {
  STARTTLS_LABELS,
  startTlsProtocolFor,
  type StartTlsMode,
  type StartTlsProtocol,
} from '../../../../shared/constants/monitors';
import { negotiateStartTls, StartTlsFailure } from './starttls';

export type TcpSettings = z.output<typeof tcpSettingsSchema>;

export interface TcpDetails {
  host: string;
  port: number;
  /** The address connected to (after the SSRF guard). */
  address: string | null;
  connected: boolean;
  /** The mail protocol upgraded with STARTTLS, or null (plain TCP, or TLS from the first byte). */
  starttls: StartTlsProtocol | null;
  /** TCP connect, and TLS handshake (with the STARTTLS dialog before it) when asked for, in milliseconds. */
  connectTime: number | null;
  tlsHandshakeTime: number | null;
  /** The certificate when TLS was asked for and the handshake completed: trust, host name, days left, issuer. */
  certificate: Pick<
    SslDetails,
    | 'subject'
    | 'issuer'
    | 'subjectAltNames'
    | 'validFrom'
    | 'validTo'
    | 'daysUntilExpiry'
    | 'hostnameMatches'
    | 'trusted'
    | 'trustError'
    | 'trustProblem'
    | 'protocol'
  > | null;
  error: string | null;
}

/** How the probe speaks once connected: nothing, TLS at once, or a mail protocol's STARTTLS first. */
type Security = { kind: 'plain' } | { kind: 'tls' } | { kind: 'starttls'; protocol: StartTlsProtocol };

function securityOf(settings: TcpSettings): Security {
  // settings stored before STARTTLS existed have no `starttls`
  const mode: StartTlsMode = (settings as Partial<TcpSettings>).starttls ?? 'off';
  const protocol = startTlsProtocolFor(mode, settings.port);
  if (protocol) return { kind: 'starttls', protocol };
  return settings.tls ? { kind: 'tls' } : { kind: 'plain' };
}

/**
 * A port that must accept connections (mail, databases, MQTT), optionally speaking TLS with its certificate checked:
 * from the first byte, or after a mail protocol's STARTTLS (SMTP, IMAP, POP3) so a mail server's certificate is
 * watched on its plain port.
 * The host goes through the SSRF guard first, whatever the port: a private, loopback or link-local address is refused
 * (unless ALLOW_PRIVATE_TARGETS), so TCP monitors cannot scan an internal network. Never throws.
 */
export async function probeTcp(
  settings: TcpSettings,
  ctx: EngineContext,
  now: () => Date = () => new Date(),
): Promise<MonitorProbeResult<TcpDetails>> {
  const { host, port } = settings;
  const security = securityOf(settings);
  const details: TcpDetails = {
    host,
    port,
    starttls: security.kind === 'starttls' ? security.protocol : null,
    address: null,
    connected: false,
    connectTime: null,
    tlsHandshakeTime: null,
    certificate: null,
    error: null,
  };
  const guard = await checkHost(host, ctx);
  if (!guard.ok) {
    details.error = guard.message;
    return {
      status: guard.reason === 'refused' ? 'error' : 'critical',
      message: guard.message,
      details,
      responseTime: null,
      up: false,
    };
  }
  details.address = guard.address;
  const timeoutMs = settings.timeoutSeconds * 1000;
  const attempt = await connect(guard, host, port, security, ctx, timeoutMs);
  details.connectTime = attempt.tcpMs === null ? null : round(attempt.tcpMs);
  details.connected = attempt.tcpMs !== null;

  if (!attempt.ok) {
    const message = failureMessage(attempt, port, timeoutMs, security);
    details.error = message;
    return { status: 'critical', message, details, responseTime: details.connectTime, up: false };
  }
  try {
    const total = round(attempt.tcpMs + (attempt.tlsMs ?? 0));
    if (security.kind === 'plain')
      return {
        status: 'healthy',
        message: `Port ${port} accepted the connection in ${formatDuration(total)}`,
        details,
        responseTime: total,
        up: true,
      };

    details.tlsHandshakeTime = round(attempt.tlsMs ?? 0);
    const evaluated = evaluateCertificate(attempt.socket as TLSSocket, host, port, now(), { chain: false });
    const c = evaluated.details;
    details.certificate = {
      subject: c.subject,
      issuer: c.issuer,
      subjectAltNames: c.subjectAltNames,
      validFrom: c.validFrom,
      validTo: c.validTo,
      daysUntilExpiry: c.daysUntilExpiry,
      hostnameMatches: c.hostnameMatches,
      trusted: c.trusted,
      trustError: c.trustError,
      trustProblem: c.trustProblem,
      protocol: c.protocol,
    };
    const certificate = midSentence(evaluated.message);
    // the port answers: certificate problems are the expiry rule's alerts, not downtime
    const accepted = security.kind === 'starttls' ? `STARTTLS (${STARTTLS_LABELS[security.protocol]})` : 'TLS';
    return {
      status: evaluated.status,
      message: `Port ${port} accepted ${accepted} in ${formatDuration(total)}; ${certificate.replace('this domain', 'this host')}`,
      details,
      responseTime: total,
      up: true,
    };
  } finally {
    attempt.socket.destroy();
  }
}

type Attempt =
  | { ok: true; socket: Socket; tcpMs: number; tlsMs: number | null }
  /** `phase`: how far it got (the TCP connect, the STARTTLS dialog, the TLS handshake). */
  | { ok: false; error: unknown; tcpMs: number | null; phase: 'connect' | 'starttls' | 'handshake' };

/** The TLS client of every check: SNI for names, the host name checked once in evaluateCertificate. */
function tlsOptions(host: string, ctx: EngineContext): tls.ConnectionOptions {
  return {
    // SNI carries names only; an IP literal goes without
    ...(isIP(host) === 0 ? { servername: host } : {}),
    rejectUnauthorized: false,
    // the host name is checked once, in evaluateCertificate; Node's own check would read the certificate again
    checkServerIdentity: () => undefined,
    secureContext: ctx.secureContext,
  };
}

function connect(
  checked: CheckedAddress,
  host: string,
  port: number,
  security: Security,
  ctx: EngineContext,
  timeoutMs: number,
): Promise<Attempt> {
  return new Promise<Attempt>((resolve) => {
    const started = performance.now();
    let tcpMs: number | null = null;
    let phase: 'connect' | 'starttls' | 'handshake' = 'connect';
    const plain =
      security.kind === 'tls'
        ? tls.connect({ host, port, lookup: pinnedLookup(checked), ...tlsOptions(host, ctx) })
        : net.connect({ host: checked.address, port, family: checked.family });
    /** The TLS socket over `plain` once STARTTLS was agreed. */
    let upgraded: TLSSocket | null = null;
    const timer = setTimeout(
      () => finish({ ok: false, error: Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }), tcpMs, phase }),
      timeoutMs,
    );
    let settled = false;
    function finish(attempt: Attempt): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const socket of [plain, upgraded]) {
        if (!socket) continue;
        socket.removeAllListeners('error');
        socket.on('error', () => undefined);
        if (!attempt.ok) socket.destroy();
      }
      resolve(attempt);
    }
    const secured = (socket: Socket) =>
      finish({ ok: true, socket, tcpMs: tcpMs ?? 0, tlsMs: performance.now() - started - (tcpMs ?? 0) });
    const failed = (error: unknown) => finish({ ok: false, error, tcpMs, phase });

    plain.once('connect', () => {
      tcpMs = performance.now() - started;
      if (security.kind === 'plain') finish({ ok: true, socket: plain, tcpMs, tlsMs: null });
      else if (security.kind === 'tls') phase = 'handshake';
      else {
        phase = 'starttls';
        negotiateStartTls(plain, security.protocol).then(() => {
          if (settled) return;
          phase = 'handshake';
          const socket = tls.connect({ socket: plain, ...tlsOptions(host, ctx) });
          upgraded = socket;
          socket.once('secureConnect', () => secured(socket));
          socket.once('error', failed);
          socket.once('close', () => failed(Object.assign(new Error('closed'), { code: 'ECONNRESET' })));
        }, failed);
      }
    });
    if (security.kind === 'tls') plain.once('secureConnect', () => secured(plain));
    plain.once('error', failed);
    // a server that closes before the handshake ends (the STARTTLS dialog watches the socket on its own)
    plain.once('close', () => {
      if (phase !== 'starttls') failed(Object.assign(new Error('closed'), { code: 'ECONNRESET' }));
    });
  });
}

function failureMessage(
  attempt: Extract<Attempt, { ok: false }>,
  port: number,
  timeoutMs: number,
  security: Security,
): string {
  const { error, phase } = attempt;
  const code = errorCode(error) ?? '';
  if (phase === 'starttls') {
    const label = security.kind === 'starttls' ? STARTTLS_LABELS[security.protocol] : '';
    if (error instanceof StartTlsFailure) return `Port ${port} answered but ${error.message}`;
    if (code === 'ETIMEDOUT')
      return `Port ${port} accepted the connection but the ${label} STARTTLS dialog did not finish within ${formatDuration(timeoutMs)}`;
    return `Port ${port} accepted the connection but closed it during the ${label} STARTTLS dialog (${code || errorMessage(error)})`;
  }
  if (phase === 'handshake') {
    const after =
      security.kind === 'starttls'
        ? `accepted STARTTLS (${STARTTLS_LABELS[security.protocol]})`
        : 'accepted the connection';
    if (code === 'ETIMEDOUT')
      return `Port ${port} ${after} but the TLS handshake did not finish within ${formatDuration(timeoutMs)}`;
    return `Port ${port} ${after} but the TLS handshake failed (${code || errorMessage(error)})`;
  }
  switch (code) {
    case 'ETIMEDOUT':
      return `Port ${port} did not answer within ${formatDuration(timeoutMs)}`;
    case 'ECONNREFUSED':
      return `Port ${port} refused the connection (nothing is listening)`;
    case 'ECONNRESET':
      return `Port ${port} closed the connection at once`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Port ${port} could not be reached: the server is unreachable`;
    default:
      return `Could not connect to port ${port} (${code || errorMessage(error)})`;
  }
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
