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

export type TcpSettings = z.output<typeof tcpSettingsSchema>;

export interface TcpDetails {
  host: string;
  port: number;
  /** The address connected to (after the SSRF guard). */
  address: string | null;
  connected: boolean;
  /** TCP connect, and TLS handshake when asked for, in milliseconds. */
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

/**
 * A port that must accept connections (mail, databases, MQTT), optionally speaking TLS with its certificate checked.
 * The host goes through the SSRF guard first, whatever the port: a private, loopback or link-local address is refused
 * (unless ALLOW_PRIVATE_TARGETS), so TCP monitors cannot scan an internal network. Never throws.
 */
export async function probeTcp(
  settings: TcpSettings,
  ctx: EngineContext,
  now: () => Date = () => new Date(),
): Promise<MonitorProbeResult<TcpDetails>> {
  const { host, port } = settings;
  const details: TcpDetails = {
    host,
    port,
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
  const attempt = await connect(guard, host, port, settings.tls, ctx, timeoutMs);
  details.connectTime = attempt.tcpMs === null ? null : round(attempt.tcpMs);
  details.connected = attempt.tcpMs !== null;

  if (!attempt.ok) {
    const message = failureMessage(attempt.error, port, timeoutMs, attempt.tcpMs !== null);
    details.error = message;
    return { status: 'critical', message, details, responseTime: details.connectTime, up: false };
  }
  try {
    const total = round(attempt.tcpMs + (attempt.tlsMs ?? 0));
    if (!settings.tls)
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
    return {
      status: evaluated.status,
      message: `Port ${port} accepted TLS in ${formatDuration(total)}; ${certificate.replace('this domain', 'this host')}`,
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
  | { ok: false; error: unknown; tcpMs: number | null };

function connect(
  checked: CheckedAddress,
  host: string,
  port: number,
  withTls: boolean,
  ctx: EngineContext,
  timeoutMs: number,
): Promise<Attempt> {
  return new Promise<Attempt>((resolve) => {
    const started = performance.now();
    let tcpMs: number | null = null;
    const socket = withTls
      ? tls.connect({
          host,
          port,
          // SNI carries names only; an IP literal goes without
          ...(isIP(host) === 0 ? { servername: host } : {}),
          lookup: pinnedLookup(checked),
          rejectUnauthorized: false,
          // the host name is checked once, in evaluateCertificate; Node's own check would read the certificate again
          checkServerIdentity: () => undefined,
          secureContext: ctx.secureContext,
        })
      : net.connect({ host: checked.address, port, family: checked.family });
    const timer = setTimeout(
      () => finish({ ok: false, error: Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }), tcpMs }),
      timeoutMs,
    );
    let settled = false;
    function finish(attempt: Attempt): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.removeAllListeners('error');
      socket.on('error', () => undefined);
      if (!attempt.ok) socket.destroy();
      resolve(attempt);
    }
    socket.once('connect', () => {
      tcpMs = performance.now() - started;
      if (!withTls) finish({ ok: true, socket, tcpMs, tlsMs: null });
    });
    if (withTls)
      socket.once('secureConnect', () =>
        finish({ ok: true, socket, tcpMs: tcpMs ?? 0, tlsMs: performance.now() - started - (tcpMs ?? 0) }),
      );
    socket.once('error', (error) => finish({ ok: false, error, tcpMs }));
    // a server that closes before the handshake ends
    socket.once('close', () =>
      finish({ ok: false, error: Object.assign(new Error('closed'), { code: 'ECONNRESET' }), tcpMs }),
    );
  });
}

function failureMessage(error: unknown, port: number, timeoutMs: number, connected: boolean): string {
  const code = errorCode(error) ?? '';
  if (connected) {
    if (code === 'ETIMEDOUT')
      return `Port ${port} accepted the connection but the TLS handshake did not finish within ${formatDuration(timeoutMs)}`;
    return `Port ${port} accepted the connection but the TLS handshake failed (${code || errorMessage(error)})`;
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
