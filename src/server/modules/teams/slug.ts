import { randomBytes } from 'node:crypto';
import { RESERVED_TEAM_SLUGS, TEAM_SLUG_MAX, TEAM_SLUG_MIN } from '../../../shared/contracts/teams';

/** 'Acme Café & Co.' -> 'acme-cafe-co'. Falls back to 'team' when nothing usable is left. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TEAM_SLUG_MAX)
    .replace(/-+$/, '');
  if (slug.length < TEAM_SLUG_MIN || RESERVED_TEAM_SLUGS.includes(slug)) return slug ? `team-${slug}` : 'team';
  return slug;
}

/** `base`, else `base-2`, `base-3`... not in `taken`; cut so the suffix fits in the length limit. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = withSuffix(base, `-${n}`);
    if (!taken.has(candidate)) return candidate;
  }
  return withSuffix(base, `-${randomBytes(3).toString('hex')}`);
}

function withSuffix(base: string, suffix: string): string {
  return `${base.slice(0, TEAM_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}
