import { describe, expect, it } from 'vitest';
import { slugProblem } from '../../../src/shared/contracts/teams';
import { firstFreeSlug, slugify } from '../../../src/server/modules/teams/slug';

describe('team slugs', () => {
  it('makes a valid slug from any name', () => {
    const names = [
      'Acme Monitoring',
      '  Ünïcode Café  ',
      'a',
      '日本チーム',
      'new',
      'x'.repeat(80),
      'Dash - - Team',
      'personal',
    ];
    const slugs = names.map(slugify);
    expect(slugs).toEqual([
      'acme-monitoring',
      'unicode-cafe',
      'team-a',
      'team',
      'team-new',
      'x'.repeat(50),
      'dash-team',
      'team-personal',
    ]);
    for (const slug of slugs) expect(slugProblem(slug), slug).toBeNull();
  });

  it('finds the first free variant and keeps it within 50 characters', () => {
    expect(firstFreeSlug('acme', new Set())).toBe('acme');
    expect(firstFreeSlug('acme', new Set(['acme', 'acme-2']))).toBe('acme-3');
    const long = 'y'.repeat(50);
    const next = firstFreeSlug(long, new Set([long]));
    expect(next).toBe(`${'y'.repeat(48)}-2`);
    expect(slugProblem(next)).toBeNull();
    const crowded = new Set(
      ['z', ...Array.from({ length: 1000 }, (_, i) => `z-${i}`)].map((s) => (s === 'z' ? 'zz' : s.replace('z', 'zz'))),
    );
    expect(slugProblem(firstFreeSlug('zz', crowded))).toBeNull();
    expect(crowded.has(firstFreeSlug('zz', crowded))).toBe(false);
  });
});
