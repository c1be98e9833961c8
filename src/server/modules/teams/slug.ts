import { randomBytes } from 'node:crypto';
import { RESERVED_TEAM_SLUGS, TEAM_SLUG_MAX, TEAM_SLUG_MIN } from '../../../shared/contracts/teams';
import { slugFromName } from '../../../shared/helpers/slug';

/** 'Acme Café & Co.' -> 'acme-cafe-co'. Falls back to 'team' when nothing usable is left. */
export function slugify(name: string): string {
  const slug = slugFromName(name, TEAM_SLUG_MAX);
  if (slug.length < TEAM_SLUG_MIN || RESERVED_TEAM_SLUGS.includes(slug)) return slug ? `team-${slug}` : 'team';
  return slug;
}

/** `base`, else `base-2`, `base-3`... not in `taken`; cut so the suffix fits in the length limit. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>, maxLength = TEAM_SLUG_MAX): string {
  if (!taken.has(base)) return base;
  for (let n = 2; n < 1000; n++) {
    const candidate = withSuffix(base, `-${n}`, maxLength);
    if (!taken.has(candidate)) return candidate;
  }
  return withSuffix(base, `-${randomBytes(3).toString('hex')}`, maxLength);
}

function withSuffix(base: string, suffix: string, maxLength: number): string {
  return `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
}
