import type { FastifySchema } from 'fastify';
import { v1ErrorSchema } from '../../../shared/contracts/api-v1';

/** The security scheme every /api/v1 route needs (the OpenAPI document names it). */
export const V1_SECURITY_SCHEME = 'bearerAuth';

/** The failures every key-authenticated call may answer, in the one error shape. */
const V1_ERRORS = {
  400: v1ErrorSchema.describe(
    'The request is not valid (details.fieldErrors names the fields), or the cursor is not one of ours.',
  ),
  401: v1ErrorSchema.describe('No key, or a key that is not valid, revoked or expired.'),
  403: v1ErrorSchema.describe("The key's permission does not allow this, or the plan does not include it."),
  404: v1ErrorSchema.describe("No such resource in the key's workspace."),
  429: v1ErrorSchema.describe('Too many requests: the rate limit or the monthly quota is used up (see Retry-After).'),
};

/** POST calls may also answer these: a conflict (or a request with its Idempotency-Key still running), a reused key. */
const V1_POST_ERRORS = {
  409: v1ErrorSchema.describe(
    'A conflict (the domain exists already), or the first request with this Idempotency-Key is still running.',
  ),
  422: v1ErrorSchema.describe('This Idempotency-Key was used with another request in the last 24 hours.'),
};

/** A v1 route's schema: its own parts, the tag, the bearer requirement and the shared error answers. */
export function v1Schema<S extends FastifySchema & { response: Record<number, unknown> }>(
  tag: string,
  schema: S,
  options: { post?: boolean } = {},
): S {
  return {
    ...schema,
    tags: [tag],
    security: [{ [V1_SECURITY_SCHEME]: [] }],
    response: { ...V1_ERRORS, ...(options.post ? V1_POST_ERRORS : { 409: V1_POST_ERRORS[409] }), ...schema.response },
  };
}
