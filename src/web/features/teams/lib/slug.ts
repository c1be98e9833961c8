import { RESERVED_TEAM_SLUGS, TEAM_SLUG_MAX, TEAM_SLUG_MIN } from '../../../../shared/contracts/teams';

/**
 * The slug suggested while a name is typed: 'Acme Café & Co.' -> 'acme-cafe-co'. The same rule the server applies to
 * a team created without a slug, so the suggestion is what the server would pick (unless it is taken).
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TEAM_SLUG_MAX)
    .replace(/-+$/, '');
  if (slug === '') return '';
  if (slug.length < TEAM_SLUG_MIN || RESERVED_TEAM_SLUGS.includes(slug)) return `team-${slug}`;
  return slug;
}

/** What a hand-typed slug becomes as it is typed: lower case, spaces and underscores to hyphens, nothing else. */
export function cleanSlugInput(value: string): string {
  return value
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, TEAM_SLUG_MAX);
}
