import { createHash } from 'node:crypto';
import type { ResourceSource } from '../../../shared/contracts/resources';

/** Fixed namespace of the name-based ids below; changing it would orphan every row the content files created. */
const NAMESPACE = Buffer.from('5237e611a5954b028b51dd66d06cfb7b', 'hex');

type ContentKind = 'category' | 'resource';

/**
 * The id of the row a content file (content/resources) keeps: a name-based UUID (version 5, RFC 9562) of its slug.
 * Rows made through the admin API get random ids (version 4), so the two can never collide, and whether a row belongs
 * to the repository's files is read from its id alone: no extra column, and the sync can tell which of its own rows
 * a removed file leaves behind.
 */
export function contentId(kind: ContentKind, slug: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${kind}:${slug}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a row was made by the content files (its id is the content id of its slug) or through the admin API. */
export function sourceOf(kind: ContentKind, row: { id: string; slug: string }): ResourceSource {
  return row.id === contentId(kind, row.slug) ? 'content' : 'admin';
}
