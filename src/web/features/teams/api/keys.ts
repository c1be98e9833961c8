/**
 * Query keys of the teams feature. Each key is also the path the default query function would GET (SPEC §7), so the
 * caches read like the API: ['/api/teams', slug, 'invitations'] is GET /api/teams/{slug}/invitations.
 */
export const teamKeys = {
  list: ['/api/teams'] as const,
  detail: (slug: string) => ['/api/teams', slug] as const,
  invitations: (slug: string) => ['/api/teams', slug, 'invitations'] as const,
  activityAll: (slug: string) => ['/api/teams', slug, 'activity'] as const,
  activity: (slug: string, filters: { action?: string; userId?: string; page: number }) =>
    ['/api/teams', slug, 'activity', filters] as const,
  invitationPreview: (token: string) => ['/api/invitations', token] as const,
};
