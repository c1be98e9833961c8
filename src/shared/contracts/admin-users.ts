import { z } from 'zod';
import { subscriptionTierSchema } from './auth';

export const ADMIN_USERS_PAGE_SIZE = 50;

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/**
 * GET /api/admin/users: newest accounts first, `limit` per page; `cursor` is the opaque `nextCursor` of the page
 * before (keyset paging on (created_at, id): every page costs the same at 10,000 users as at 10).
 */
export const adminUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  plan: subscriptionTierSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  admin: flag,
  /** true: the demo accounts only; false: real accounts only; absent: both, the demo marked (decision 069). */
  demo: flag,
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_USERS_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  plan: subscriptionTierSchema,
  /** The Stripe subscription's status (inactive, active, past_due, canceled...). */
  subscriptionStatus: z.string(),
  isAdmin: z.boolean(),
  /**
   * The demo account and its holders: never an administrator; listed with a Demo badge, left out of `total`
   * (decision 069).
   */
  isTestAccount: z.boolean(),
  disabledAt: z.string().nullable(),
  /** Their personal workspace plus every team they belong to. */
  workspaces: z.number().int(),
  /** Domains (not deleted) in the workspaces they pay for: personal and the teams they own. */
  domains: z.number().int(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  data: z.array(adminUserSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** How many real accounts match the filters (all pages): the demo accounts are not people (decision 069). */
  total: z.number().int(),
  /** How many demo accounts match the filters (all pages): listed, marked, not in `total`. */
  demoAccounts: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const adminAuditActionSchema = z.enum([
  'plan.change',
  'admin.grant',
  'admin.revoke',
  'account.disable',
  'account.enable',
  'delivery.resend',
]);

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  adminUserId: z.string().nullable(),
  adminEmail: z.string(),
  targetUserId: z.string().nullable(),
  targetEmail: z.string(),
  /** One of adminAuditActionSchema's, or another module's own (kept as a string so new ones still list). */
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminUserWorkspaceSchema = z.object({
  /** Null for the personal workspace. */
  teamId: z.string().nullable(),
  name: z.string(),
  role: z.string(),
  domains: z.number().int(),
});

export const adminUserDetailSchema = adminUserSchema.extend({
  workspaceList: z.array(adminUserWorkspaceSchema),
  audit: z.array(adminAuditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParamsSchema = z.object({ id: z.uuid() });

export const adminPlanBodySchema = z.object({ plan: subscriptionTierSchema });
export const adminFlagBodySchema = z.object({ isAdmin: z.boolean() });

export const adminAuditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `nextCursor` of the page before: entries older than it. */
  cursor: z.coerce.number().int().min(1).optional(),
});

export const adminAuditPageSchema = z.object({
  data: z.array(adminAuditEntrySchema),
  nextCursor: z.number().int().nullable(),
});
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
