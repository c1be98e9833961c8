import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scanQuerySchema, scanRequestSchema, scanResultSchema } from '../../../shared/contracts/scan';
import { ipKey, userOrIpKey } from '../../http/rate-limit-key';
import { OPTIONAL_SESSION } from '../../http/route-security';
import type { RateLimit } from '../auth/auth.routes';
import { isDemoUser } from '../demo/demo-account';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { ensureVisitorScanOwner, visitorScanOwner } from './scan-owner';
import type { ScanCaller, ScanService } from './scan.service';

/** Scans per caller per window: visitors by IP address, signed-in users by account. */
export interface ScanLimits {
  visitor: RateLimit;
  signedIn: RateLimit;
}

/**
 * A scan opens a dozen connections and DNS questions to someone else's site, so visitors get few (enough to
 * try the product) and signed-in users enough to work with the scanner.
 */
export const DEFAULT_SCAN_LIMITS: ScanLimits = {
  visitor: { max: 5, timeWindow: 60_000 },
  signedIn: { max: 60, timeWindow: 60_000 },
};

const limitFor = (limits: ScanLimits, key: string): RateLimit =>
  key.startsWith('user:') ? limits.signedIn : limits.visitor;

export interface ScanRouteOptions {
  scans: ScanService;
  workspace: WorkspaceResolver;
  limits: ScanLimits;
  secureCookies: boolean;
}

export function registerScanRoutes(
  app: FastifyInstance,
  { scans, workspace, limits, secureCookies }: ScanRouteOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['scan'];

  /**
   * Whose scans these are: the signed-in caller's workspace, or the visitor's id (given on a scan: `reply`). Demo
   * visitors share one account, so each scans as the visitor they are: their scans stay their own.
   */
  async function callerOf(request: FastifyRequest, reply?: FastifyReply): Promise<ScanCaller> {
    if (request.user && !isDemoUser(request.user)) return { workspace: await workspace(request), visitor: null };
    return {
      workspace: null,
      visitor: reply ? ensureVisitorScanOwner(request, reply, secureCookies) : visitorScanOwner(request),
    };
  }

  const rateLimit = {
    keyGenerator: (request: FastifyRequest) =>
      isDemoUser(request.user) ? `ip:${ipKey(request)}` : userOrIpKey(request),
    max: (_request: FastifyRequest, key: string) => limitFor(limits, key).max,
    timeWindow: (_request: FastifyRequest, key: string) => limitFor(limits, key).timeWindow,
  };

  r.post(
    '/api/scan',
    {
      config: { rateLimit },
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary: 'Scan a domain (open to visitors)',
        body: scanRequestSchema,
        response: { 200: scanResultSchema },
      },
    },
    async (request, reply) => scans.scan(request.body, await callerOf(request, reply)),
  );

  r.get(
    '/api/scan',
    {
      schema: {
        tags,
        security: OPTIONAL_SESSION,
        summary: "The caller's last scan result of a domain (a visitor's own, or the workspace's)",
        querystring: scanQuerySchema,
        response: { 200: scanResultSchema },
      },
    },
    async (request) => scans.last(request.query.domain, await callerOf(request)),
  );
}
