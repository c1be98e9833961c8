import { Resolver } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import tls from 'node:tls';
import { createBurstPacer, type BurstPacer } from './net/burst-pacer';
import { closePooledTransport } from './probes/http-pool';
import {
  DEFAULT_DNS_CACHE_MAX_MS,
  DEFAULT_KEEP_ALIVE_MS,
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_SLOW_RESPONSE_MS,
  type EngineOptions,
} from './options';

/** Long-lived pieces built once per options object: the resolver and the keep-alive agents. */
export interface EngineContext {
  options: EngineOptions;
  resolver: Resolver;
  /** Keyed by pool name (host, port, TLS settings), so each origin has its own sockets. */
  httpAgent: http.Agent | undefined;
  httpsAgent: https.Agent | undefined;
  /**
   * Built once: system roots plus options.extraCa. Passing a `ca` list per connection would make Node parse
   * ~150 root certificates on every handshake (tens of ms of CPU).
   */
  secureContext: tls.SecureContext;
  /** host -> addresses the guard resolved, until expiresAt (DNS TTL, capped). */
  addressCache: Map<string, { addresses: string[]; expiresAt: number }>;
  dnsCacheMaxMs: number;
  maxBodyBytes: number;
  maxRedirects: number;
  slowResponseMs: number;
  /** Answers about names many domains share (net/dns-query.ts queryDnsShared), with when they expire. */
  sharedAnswers: Map<string, { answer: unknown; expiresAt: number }>;
  /** Turns per registry server (registration/registry-turn.ts). */
  registryPacer: BurstPacer;
}

const contexts = new WeakMap<EngineOptions, EngineContext>();

export function getEngineContext(options: EngineOptions): EngineContext {
  const existing = contexts.get(options);
  if (existing) return existing;
  const ctx = buildContext(options);
  contexts.set(options, ctx);
  return ctx;
}

function buildContext(options: EngineOptions): EngineContext {
  // c-ares gives each try its own timeout; two tries share the DNS budget.
  const resolver = new Resolver({ timeout: Math.max(100, Math.floor(options.timeouts.dnsMs / 2)), tries: 2 });
  if (options.dnsServers && options.dnsServers.length > 0) resolver.setServers(options.dnsServers);
  const keepAliveMs = options.keepAliveMs ?? DEFAULT_KEEP_ALIVE_MS;
  const agentOptions = {
    keepAlive: true,
    timeout: keepAliveMs,
    maxSockets: 4,
    maxFreeSockets: 1,
    scheduling: 'lifo' as const,
  };
  return {
    options,
    resolver,
    httpAgent: keepAliveMs > 0 ? new http.Agent(agentOptions) : undefined,
    httpsAgent: keepAliveMs > 0 ? new https.Agent({ ...agentOptions, maxCachedSessions: 1_000 }) : undefined,
    secureContext: tls.createSecureContext(
      options.extraCa && options.extraCa.length > 0 ? { ca: [...tls.rootCertificates, ...options.extraCa] } : {},
    ),
    addressCache: new Map(),
    dnsCacheMaxMs: options.dnsCacheMaxMs ?? DEFAULT_DNS_CACHE_MAX_MS,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    maxRedirects: options.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
    slowResponseMs: options.slowResponseMs ?? DEFAULT_SLOW_RESPONSE_MS,
    sharedAnswers: new Map(),
    registryPacer: createBurstPacer(),
  };
}

/** Closes pooled sockets (tests and shutdown). The context stays usable; new sockets are opened on demand. */
export function closeEngineContext(options: EngineOptions): void {
  const ctx = contexts.get(options);
  if (!ctx) return;
  ctx.httpAgent?.destroy();
  ctx.httpsAgent?.destroy();
  void closePooledTransport(ctx);
}
