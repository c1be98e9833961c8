import type { FastifyRequest } from 'fastify';
import type { ApiKeyPermission } from '../../../shared/constants/partner-api';
import { unauthorized } from '../../http/errors';
import type { Workspace } from '../workspaces/workspace';

/** Who calls /api/v1: a key of one workspace, with its permission level. */
export interface ApiCaller {
  keyId: string;
  partnerId: string;
  permission: ApiKeyPermission;
  /** The key's workspace, with the role its permission stands for (so the services' role checks apply). */
  workspace: Workspace;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the key authentication of /api/v1 (modules/api-keys); null elsewhere. */
    apiCaller: ApiCaller | null;
  }
}

/** The caller of a /api/v1 route (the authentication hook has already refused requests without one). */
export function requireApiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller)
    throw unauthorized('An API key is required: send it as Authorization: Bearer <key>.', 'API_KEY_REQUIRED');
  return request.apiCaller;
}

/** The workspace of a /api/v1 call: what the session routes' WorkspaceResolver is for signed-in calls. */
export const apiWorkspace = async (request: FastifyRequest): Promise<Workspace> => requireApiCaller(request).workspace;
