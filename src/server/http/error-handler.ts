import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '../../shared/contracts/errors';
import { isRefusedValue, isTransactionConflict } from '../db/database-errors';
import { AppError } from './errors';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request. Please check your input.',
  401: 'You need to log in to continue.',
  403: "You don't have permission to access this resource.",
  404: 'The requested resource was not found.',
  408: 'Request timeout. Please try again.',
  413: 'The request is too large.',
  415: 'Unsupported content type. Send JSON with Content-Type application/json.',
  429: 'Too many requests. Please slow down and try again.',
  500: 'Internal server error. Please try again later.',
  502: 'Service temporarily unavailable. Please try again later.',
  503: 'Service temporarily unavailable. Please try again later.',
};

const REFUSED_VALUE_MESSAGE = 'The request contains a value that cannot be stored. Please check your input.';
const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same moment. Please try again.';

function fieldErrorsOf(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (out[field] ??= []).push(issue.message ?? 'Invalid input');
  }
  return out;
}

/** Maps every failure to `{ message, code, details }`; nothing of a stack trace leaves the server. */
export function toErrorResponse(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        message: error.message,
        code: error.code,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors = fieldErrorsOf(error.validation);
    const first = Object.values(fieldErrors)[0]?.[0];
    return {
      status: 400,
      body: { message: first ?? DEFAULT_MESSAGES[400]!, code: 'VALIDATION_ERROR', details: { fieldErrors } },
    };
  }
  if (isRefusedValue(error)) {
    // The last line: validation should have refused the value; the database did instead (logged as a warning).
    return { status: 400, body: { message: REFUSED_VALUE_MESSAGE, code: 'INVALID_INPUT' } };
  }
  if (isTransactionConflict(error)) {
    // A deadlock or serialization failure the code did not retry: the request lost a race, nothing is broken.
    return { status: 409, body: { message: CONCURRENT_CHANGE_MESSAGE, code: 'CONCURRENT_CHANGE' } };
  }
  const fe = error as Partial<FastifyError>;
  const status = typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 600 ? fe.statusCode : 500;
  if (status === 429) {
    // @fastify/rate-limit throws what our errorResponseBuilder built, with details.retryAfter
    const details = (error as { details?: { retryAfter?: unknown } }).details;
    const retryAfter = typeof details?.retryAfter === 'number' ? details.retryAfter : undefined;
    return {
      status,
      body: {
        message: DEFAULT_MESSAGES[429]!,
        code: 'RATE_LIMITED',
        ...(retryAfter ? { details: { retryAfter } } : {}),
      },
    };
  }
  if (status < 500) {
    // Fastify's own client errors (bad JSON, body too large, wrong content type) have safe messages.
    const code =
      fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'PAYLOAD_TOO_LARGE'
          : fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
              fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
              (fe as { type?: string }).type === 'entity.parse.failed'
            ? 'INVALID_JSON'
            : 'BAD_REQUEST';
    const message =
      code === 'INVALID_JSON'
        ? 'The request body is not valid JSON.'
        : (DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400]!);
    return { status, body: { message, code } };
  }
  return { status, body: { message: DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[500]!, code: 'INTERNAL_ERROR' } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (body.code === 'INVALID_INPUT')
      request.log.warn({ err: error }, 'the database refused a value that validation let through');
    else request.log.debug({ err: error, code: body.code }, 'request rejected');
    if (status === 429) {
      const retryAfter = (body.details as { retryAfter?: number } | undefined)?.retryAfter;
      if (retryAfter) void reply.header('retry-after', String(retryAfter));
    }
    return reply.status(status).send(body);
  });
}
