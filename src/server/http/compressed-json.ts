import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli, else gzip, else none. A coding
 * counts when listed, or covered by `*`, with a q-value above 0; the client's own order of preference among
 * the two is not followed, as brotli answers are the smaller for the same work (both are computed once).
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (acceptsCoding(acceptEncoding, 'br')) return 'br';
  if (acceptsCoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/** Whether an Accept-Encoding header accepts a coding: listed, or covered by `*`, with a q-value above 0. */
export function acceptsCoding(acceptEncoding: string | undefined, coding: ContentCoding): boolean {
  if (!acceptEncoding) return false;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isNaN(value) ? 0 : value);
  }
  return (q.get(coding) ?? q.get('*') ?? 0) > 0;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressors: Record<ContentCoding, (text: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain over gzip at a few milliseconds per 500 KB (11 takes a second).
  br: (text) =>
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  gzip: (text) => gzipped(text, { level: 6 }),
};

/**
 * A JSON answer kept for many requests: its bytes, and each compressed form computed once, on the first request
 * that accepts it (in zlib's thread pool, off the event loop), then shared.
 */
export interface CompressedJson {
  readonly json: Buffer;
  encoded(coding: ContentCoding): Promise<Buffer>;
}

/** Below this, compressing costs more than the bytes it saves. */
const MIN_COMPRESS_BYTES = 1024;

export function compressedJson(text: string): CompressedJson {
  const json = Buffer.from(text);
  const forms = new Map<ContentCoding, Promise<Buffer>>();
  return {
    json,
    encoded(coding) {
      let form = forms.get(coding);
      if (!form) {
        form = compressors[coding](json);
        forms.set(coding, form);
        form.catch(() => forms.delete(coding));
      }
      return form;
    },
  };
}

/**
 * Sends a cached JSON answer in the best coding the client accepts; `Vary: Accept-Encoding` tells caches that
 * the bytes depend on that header. Clients that accept none get the JSON as it is. Other cached text (the status
 * pages' HTML) names its own content type.
 */
export async function sendCompressedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedJson,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  void reply.type(contentType).header('vary', 'Accept-Encoding');
  const coding = body.json.length >= MIN_COMPRESS_BYTES ? negotiateCoding(request.headers['accept-encoding']) : null;
  if (!coding) return reply.send(body.json);
  const bytes = await body.encoded(coding);
  return reply.header('content-encoding', coding).send(bytes);
}

/**
 * Sends JSON text made ahead to the route's schema, as it is: Fastify does not serialize a string sent with a JSON
 * content type again (the partner API's list pages, kept as JSON with their cached list).
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
