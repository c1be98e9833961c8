import { describe, expect, it } from 'vitest';
import { getDomainHealthBadge } from './domain-health';

describe('domain health badge (SPEC §4)', () => {
  it("reads 'Pending first check', in a neutral colour, before the first uptime check (not Offline)", () => {
    expect(
      getDomainHealthBadge({ status: 'pending', statusReason: 'The first uptime check has not run yet.' }),
    ).toEqual({
      label: 'Pending first check',
      tone: 'unknown',
      description: 'The first uptime check has not run yet.',
    });
  });
  it.each([
    ['online', 'Online', 'healthy'],
    ['warning', 'Warning', 'warning'],
    ['critical', 'Critical', 'critical'],
    ['offline', 'Offline', 'critical'],
  ] as const)('%s reads %s', (status, label, tone) => {
    expect(getDomainHealthBadge({ status, statusReason: 'why' })).toMatchObject({ label, tone, description: 'why' });
  });
});
