import { createHash } from 'node:crypto';
import {
  STATUS_PAGE_ASSET_MAX_BYTES,
  STATUS_PAGE_ASSET_TYPES,
  type StatusPageAssetKind,
} from '../../../shared/constants/status-pages';
import { AppError, badRequest } from '../../http/errors';

/**
 * A status page's logo and favicon (issue 17, decision 055): uploaded as the request's raw body, kept in the database
 * (status_page_assets) so every process serves them, and served at `/public/status-assets/<asset id>` (and, on the
 * page itself, under the page's own path: modules/public-status) with the page's access rule: a new upload is a new
 * row, so its address changes and a public page's old one may be cached for ever.
 */

export type AssetType = (typeof STATUS_PAGE_ASSET_TYPES)[number];

/** The content types the upload route parses (the names browsers give the same types too). */
export const UPLOAD_CONTENT_TYPES = [...STATUS_PAGE_ASSET_TYPES, 'image/vnd.microsoft.icon', 'image/jpg'];
/** The largest upload the route reads at all; each kind's own limit is checked after. */
export const UPLOAD_BODY_LIMIT = Math.max(...Object.values(STATUS_PAGE_ASSET_MAX_BYTES));

export const ASSET_PATH_PREFIX = '/public/status-assets/';
export const assetUrl = (assetId: string) => `${ASSET_PATH_PREFIX}${assetId}`;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Raster types by their first bytes: what the file is, whatever its name or declared type says. */
const SIGNATURES: { type: AssetType; matches(bytes: Buffer): boolean }[] = [
  { type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { type: 'image/webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
  { type: 'image/x-icon', matches: (b) => startsWith(b, [0x00, 0x00, 0x01, 0x00]) },
  { type: 'image/svg+xml', matches: isSvg },
];

/** An SVG document: `<svg` first, after an optional byte order mark, XML declaration, comments and doctype. */
function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const prolog = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;
  return prolog.test(head);
}

export function detectAssetType(bytes: Buffer): AssetType | undefined {
  return SIGNATURES.find((s) => s.matches(bytes))?.type;
}

const KIND_NAMES: Record<StatusPageAssetKind, string> = { logo: 'logo', favicon: 'favicon' };

/** The upload as it is stored, or the refusal a manager reads. */
export function checkUpload(
  kind: StatusPageAssetKind,
  body: unknown,
): { contentType: AssetType; sha256: string; bytes: Buffer } {
  const bytes = Buffer.isBuffer(body) ? body : undefined;
  if (!bytes || bytes.length === 0)
    throw badRequest(`Choose an image file for the ${KIND_NAMES[kind]}.`, undefined, 'ASSET_EMPTY');
  const max = STATUS_PAGE_ASSET_MAX_BYTES[kind];
  if (bytes.length > max) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The ${KIND_NAMES[kind]} must be at most ${Math.round(max / 1024)} KB.`,
      { limit: max },
    );
  }
  const contentType = detectAssetType(bytes);
  if (!contentType) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The ${KIND_NAMES[kind]} must be a PNG, JPEG, GIF, WebP, ICO or SVG image.`,
    );
  }
  return { contentType, sha256: createHash('sha256').update(bytes).digest('hex'), bytes };
}

/** The asset id of a stored address (`/public/status-assets/<id>`), or null for anything else. */
export function assetIdOf(url: string | null): string | null {
  return url?.startsWith(ASSET_PATH_PREFIX) ? url.slice(ASSET_PATH_PREFIX.length) : null;
}

/**
 * The headers an asset is served with: never sniffed, SVG inert. A public page's are cached for ever (its address
 * changes with it) and loadable from other origins (a page on its custom domain, the widget on a customer's site, a
 * subscriber's webmail). A private page's are that visitor's alone: no shared cache keeps them, the browser asks
 * again each time (the ETag makes that a 304, after the page's access check), and no other site may embed them.
 */
export function assetHeaders(contentType: string, sha256: string, isPublic: boolean): Record<string, string> {
  return {
    'content-type': contentType,
    etag: `"${sha256}"`,
    'cache-control': isPublic ? 'public, max-age=31536000, immutable' : 'private, no-cache',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': isPublic ? 'cross-origin' : 'same-origin',
    ...(isPublic ? {} : { 'x-robots-tag': 'noindex' }),
    ...(contentType === 'image/svg+xml'
      ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
      : {}),
  };
}
