import { z } from 'zod';
import { subscriptionTierSchema } from './auth';
import { teamRoleSchema } from './teams';

/**
 * GET /api/workspace: where the signed-in caller works now. `plan` is the plan in force there (the team owner's in a
 * team workspace: what the plan badge shows); `demo` is true for the read-only demo account (the banner, and the
 * buttons shared/helpers/demo-access.ts disables).
 */
export const workspaceSchema = z.object({
  kind: z.enum(['personal', 'team']),
  teamId: z.string().nullable(),
  role: teamRoleSchema,
  plan: subscriptionTierSchema,
  demo: z.boolean(),
});

export type CurrentWorkspace = z.infer<typeof workspaceSchema>;
