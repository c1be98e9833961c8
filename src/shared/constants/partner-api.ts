import type { SubscriptionTier } from '../contracts/auth';

/** Issue 18: the partner API's business constants (decision 056 records the choices). */
export const API_KEY_PERMISSIONS = ['read', 'write', 'admin'] as const;
export type ApiKeyPermission = (typeof API_KEY_PERMISSIONS)[number];

/** SPEC §9.2: a key's default rate limit. SPEC names no window; decision 056 chooses one hour. */
export const API_KEY_DEFAULT_RATE_LIMIT = 1000;
export const API_KEY_RATE_WINDOW_SECONDS = 3600;

/** The most requests per window a key of each plan may be given (free workspaces have no keys: SPEC §6). */
export const API_KEY_RATE_LIMIT_CEILING: Record<SubscriptionTier, number> = {
  free: 0,
  pro: 5_000,
  agency: 20_000,
  enterprise: 100_000,
};

/** Keys a workspace may hold at once. */
export const API_KEYS_PER_WORKSPACE_MAX = 50;

/** Keys read `sw_live_` then 40 base62 characters; the first 12 characters are kept as the prefix shown in lists. */
export const API_KEY_TOKEN_PREFIX = 'sw_live_';
export const API_KEY_SHOWN_PREFIX_LENGTH = 12;

/** Share of the monthly quota at which the warning e-mail goes out (once a month). */
export const API_QUOTA_WARNING_SHARE = 0.8;

/** How long an Idempotency-Key's first answer is replayed. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** Page sizes of /api/v1 lists. */
export const API_V1_PAGE_SIZE_DEFAULT = 50;
export const API_V1_PAGE_SIZE_MAX = 200;

/** Whether a plan may use the partner API at all (SPEC §6: free users don't see the entry). */
export const planHasPartnerApi = (tier: SubscriptionTier): boolean => tier !== 'free';

/** A key's permission level includes the levels below it. */
export const permissionAllows = (held: ApiKeyPermission, needed: ApiKeyPermission): boolean =>
  API_KEY_PERMISSIONS.indexOf(held) >= API_KEY_PERMISSIONS.indexOf(needed);
