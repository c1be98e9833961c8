import { z } from 'zod';
import { SLUG_PATTERN } from '../helpers/slug';

/** Messages shared by the server's validation and the team forms. */
export const teamMessages = {
  nameRequired: 'Team name is required',
  nameTooShort: 'Team name must be at least 2 characters',
  nameTooLong: 'Team name must be at most 100 characters',
  slugTooShort: 'Slug must be at least 2 characters',
  slugTooLong: 'Slug must be at most 50 characters',
  slugInvalid:
    'Slug may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit',
  slugReserved: 'This slug is reserved. Choose another.',
  descriptionTooLong: 'Description must be at most 500 characters',
  roleInvalid: 'Choose a role: admin, member or viewer',
  ownerRoleRefused: 'Ownership changes only through a transfer of ownership',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  memberRequired: 'Choose a member of the team',
} as const;

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 100;
export const TEAM_SLUG_MIN = 2;
export const TEAM_SLUG_MAX = 50;
export const TEAM_DESCRIPTION_MAX = 500;
/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

/** Lowercase letters, digits and hyphens; no hyphen at either end (the one slug rule). */
export const TEAM_SLUG_PATTERN = SLUG_PATTERN;
/** Words the web app uses next to slugs in its paths (/teams/new) and the personal workspace switch. */
export const RESERVED_TEAM_SLUGS: readonly string[] = ['new', 'personal'];

export const teamRoleSchema = z.enum(['owner', 'admin', 'member', 'viewer']);
export type TeamRoleName = z.infer<typeof teamRoleSchema>;

/** A role that can be given by invitation or role change: never owner (ownership moves only by transfer). */
export const assignableRoleSchema = z.enum(['admin', 'member', 'viewer'], {
  error: (issue) => (issue.input === 'owner' ? teamMessages.ownerRoleRefused : teamMessages.roleInvalid),
});
export type AssignableRole = z.infer<typeof assignableRoleSchema>;

export const invitationStatusSchema = z.enum(['pending', 'accepted', 'declined', 'revoked', 'expired']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

const teamName = z
  .string({ error: teamMessages.nameRequired })
  .trim()
  .min(1, { error: teamMessages.nameRequired, abort: true })
  .min(TEAM_NAME_MIN, teamMessages.nameTooShort)
  .max(TEAM_NAME_MAX, teamMessages.nameTooLong);

/** Why a slug cannot be used, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (slug.length < TEAM_SLUG_MIN) return teamMessages.slugTooShort;
  if (slug.length > TEAM_SLUG_MAX) return teamMessages.slugTooLong;
  if (!TEAM_SLUG_PATTERN.test(slug)) return teamMessages.slugInvalid;
  if (RESERVED_TEAM_SLUGS.includes(slug)) return teamMessages.slugReserved;
  return null;
}

/** Optional: empty or absent means "generate it from the name". Upper case is folded, not refused. */
const optionalSlug = z
  .string()
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = slug === '' ? null : slugProblem(slug);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .nullish()
  .transform((v) => (v ? v : undefined));

const description = z
  .string()
  .trim()
  .max(TEAM_DESCRIPTION_MAX, teamMessages.descriptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const email = z
  .string({ error: teamMessages.emailRequired })
  .trim()
  .min(1, { error: teamMessages.emailRequired, abort: true })
  .max(320, teamMessages.emailInvalid)
  .pipe(z.email({ error: teamMessages.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** POST /api/teams. An empty or absent slug is generated from the name. */
export const createTeamSchema = z.object({
  name: teamName,
  slug: optionalSlug,
  description,
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

/** PATCH /api/teams/:slug. The slug stays as it is: links to the team keep working. */
export const updateTeamSchema = z.object({
  name: teamName.optional(),
  description: description.optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const updateMemberRoleSchema = z.object({ role: assignableRoleSchema });
export const transferOwnershipSchema = z.object({ userId: z.uuid({ error: teamMessages.memberRequired }) });
export const createInvitationSchema = z.object({ email, role: assignableRoleSchema.default('member') });
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** A team in the caller's list (SPEC §3.1 Team, plus what the switcher and settings show). */
export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  currentUserRole: teamRoleSchema,
  memberCount: z.number(),
  ownerId: z.string(),
});
export type TeamSummary = z.infer<typeof teamSummarySchema>;

export const teamMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: teamRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamDetailSchema = teamSummarySchema.extend({
  createdAt: z.string(),
  members: z.array(teamMemberSchema),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** An invitation as team admins see it. The token is never shown: it reaches only the invited inbox. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  status: invitationStatusSchema,
  invitedBy: personSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * POST /api/teams/{slug}/invitations/{id}/link: a new acceptance link for an admin to hand over themselves (the
 * e-mailed one stops working); only the invited address can accept it.
 */
export const invitationLinkSchema = z.object({ link: z.string(), invitation: invitationSchema });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** What the invitation link shows before sign-in: enough to decide, nothing more. */
export const invitationPreviewSchema = z.object({
  teamName: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string().nullable(),
  email: z.string(),
  status: invitationStatusSchema,
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const activityQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z_.]*$/, 'Action filters use lowercase letters, dots and underscores (e.g. member.)')
    .optional()
    .transform((v) => (v ? v : undefined)),
  userId: z.uuid({ error: 'userId must be a user id' }).optional(),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100).default(20),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string().nullable(),
  entityId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  actor: personSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  data: z.array(activityEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** The team size notice (SPEC §9.1 team members). The plan is the team owner's. */
export function teamLimitMessage(limit: number, planName: string, callerIsOwner: boolean): string {
  const members = limit === 1 ? '1 team member' : `${limit} team members`;
  return callerIsOwner
    ? `Your ${planName} plan allows ${members}. Upgrade to invite more.`
    : `The team owner's ${planName} plan allows ${members}. Ask the owner to upgrade to invite more.`;
}
