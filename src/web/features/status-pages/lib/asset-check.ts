import {
  STATUS_PAGE_ASSET_MAX_BYTES,
  STATUS_PAGE_ASSET_TYPES,
  type StatusPageAssetKind,
} from '../../../../shared/constants/status-pages';
import { formatFileSize } from '../../../../shared/helpers/resource-display';

const ACCEPTED: readonly string[] = STATUS_PAGE_ASSET_TYPES;

/** The file picker's accept list. */
export const ASSET_ACCEPT = STATUS_PAGE_ASSET_TYPES.join(',');

/**
 * Why this file cannot be a page's logo or favicon, or null when it may be sent (the server checks the bytes again:
 * a file's declared type is only the browser's guess from its name).
 */
export function assetProblem(file: File, kind: StatusPageAssetKind): string | null {
  if (!ACCEPTED.includes(file.type)) return 'Choose a PNG, JPEG, GIF, WebP, ICO or SVG image.';
  const max = STATUS_PAGE_ASSET_MAX_BYTES[kind];
  if (file.size > max)
    return `The ${kind} must be at most ${formatFileSize(max)}; this file is ${formatFileSize(file.size)}.`;
  return null;
}
