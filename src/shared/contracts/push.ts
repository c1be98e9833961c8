import { z } from 'zod';

/**
 * Heartbeat pings (issue 16, decision 049): what a cron job or a backup sends to its monitor's secret push URL,
 * `/api/push/<token>` (GET or POST), `/start`, `/fail` or `/<exitCode>`. Nobody signs in: the token is the key.
 */

/** What a push token looks like: 32 random bytes in base64url are 43 characters; anything else is not looked up. */
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** Of a ping's message (query `msg`, or the request body), this much is kept. */
export const PUSH_MESSAGE_MAX_BYTES = 1024;

export const PUSH_KINDS = ['ping', 'start', 'fail'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const exitCode = z.coerce
  .number({ error: 'Exit code must be a whole number from 0 to 255' })
  .int('Exit code must be a whole number from 0 to 255')
  .min(0, 'Exit code must be a whole number from 0 to 255')
  .max(255, 'Exit code must be a whole number from 0 to 255');

/** Query of every push URL: an exit code (non-zero: the run failed) and a short message. */
export const pushQuerySchema = z.object({
  exitCode: exitCode.optional(),
  msg: z.string().optional(),
});
export type PushQuery = z.infer<typeof pushQuerySchema>;

/** A JSON or form body may say the same as the query (`{"exitCode": 1, "msg": "disk full"}`); other bodies are the message. */
export const pushBodyFieldsSchema = z.object({
  exitCode: exitCode.optional(),
  msg: z.string().optional(),
  message: z.string().optional(),
});

/** `/api/push/<token>/<exitCode>`, as healthchecks.io's `/{code}`: 0 a success, anything else a failure. */
export const PUSH_EXIT_CODE_SEGMENT = /^\d{1,3}$/;

/** The answer of an accepted ping: tiny, so a shell script can ignore it. */
export const pushAcceptedSchema = z.object({ ok: z.literal(true) });
