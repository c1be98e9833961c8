/**
 * The one slug rule (team and status page addresses): lowercase letters, digits and hyphens, no hyphen at either
 * end. Each kind keeps its own lengths and reserved words.
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** A slug made from a name: accents dropped, runs of other characters become one hyphen; '' when nothing is left. */
export function slugFromName(name: string, maxLength: number): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}
