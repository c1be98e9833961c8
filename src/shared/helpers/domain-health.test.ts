import { describe, expect, it } from 'vitest';
import { getDomainHealthBadge } from './domain-health';

describe('domain health badge (SPEC §4)', () => {
  it('is Offline, in a neutral colour, before any check', () => {
    expect(getDomainHealthBadge(null)).toMatchObject({ label: 'Offline', tone: 'unknown' });
  });
  it.each([
    ['healthy', 'Online', 'healthy'],
    ['warning', 'Warning', 'warning'],
    ['critical', 'Critical', 'critical'],
    ['error', 'Offline', 'critical'],
    ['something-else', 'Offline', 'critical'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(getDomainHealthBadge({ status })).toMatchObject({ label, tone });
  });
});
