import type { User } from '../../shared/contracts/auth';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    subscriptionTier: 'pro',
    currentTeamId: null,
    isAdmin: false,
    timezone: 'UTC',
    createdAt: '2025-01-01T00:00:00.000Z',
    emailVerified: true,
    ...overrides,
  };
}
