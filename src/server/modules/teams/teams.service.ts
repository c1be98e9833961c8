import type { User } from '../../../shared/contracts/auth';
import type { ActivityPage, ActivityQuery, TeamDetail, TeamMember, TeamSummary } from '../../../shared/contracts/teams';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { SessionCache } from '../../http/session-cache';
import type { ActivityRepository } from '../activity/activity.repository';
import type { UserRow } from '../auth/auth.repository';
import { toClientUser } from '../auth/auth.service';
import type { DomainLifecycleListener } from '../domains/domains.service';
import type { TeamRole } from '../workspaces/permissions';
import { authorize, type Workspace } from '../workspaces/workspace';
import { firstFreeSlug, slugify } from './slug';
import { requireTeam, type TeamContext } from './team-access';
import type { TeamActivityRepository } from './team-activity.repository';
import { toActivityEntry, toTeamMember, toTeamSummary } from './team-mappers';
import { assertCanChangeRole, assertCanRemove } from './team-rules';
import type { TeamStore } from './team-store';
import type { TeamRow } from './teams.repository';

export interface TeamsServiceDeps {
  store: TeamStore;
  activity: ActivityRepository;
  activityLog: TeamActivityRepository;
  /** Told about the domains a deleted team was monitoring. */
  lifecycle: DomainLifecycleListener;
  /**
   * Cached sessions hold each member's current team, role and plan: forgotten once a change is stored, so the
   * next request of everyone concerned sees it.
   */
  sessions: Pick<SessionCache, 'forgetUser' | 'forgetEveryone'>;
}

const MEMBER_NOT_FOUND = 'Member not found.';
/** Attempts at a generated slug before giving up on a busy name (each lost race retries with a new suffix). */
const SLUG_ATTEMPTS = 5;

export function createTeamsService({ store, activity, activityLog, lifecycle, sessions }: TeamsServiceDeps) {
  const { teams } = store;

  async function detail(team: TeamRow, role: TeamRole): Promise<TeamDetail> {
    const members = await teams.members(team.id);
    return {
      ...toTeamSummary(team, role, members.length),
      createdAt: team.createdAt.toISOString(),
      members: members.map(toTeamMember),
    };
  }

  async function requireMember(ctx: TeamContext, userId: string) {
    const member = isUuid(userId) ? await teams.member(ctx.team.id, userId) : undefined;
    if (!member) throw notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
    return member;
  }

  async function insertTeam(
    user: UserRow,
    input: { name: string; slug?: string; description: string | null },
  ): Promise<TeamRow> {
    if (input.slug) {
      const team = await teams.create({
        name: input.name,
        slug: input.slug,
        description: input.description,
        ownerId: user.id,
      });
      if (!team)
        throw conflict(`The slug "${input.slug}" is already taken. Choose another.`, 'SLUG_TAKEN', { field: 'slug' });
      return team;
    }
    const base = slugify(input.name);
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const slug = firstFreeSlug(base, new Set(await teams.slugsLike(base)));
      const team = await teams.create({ name: input.name, slug, description: input.description, ownerId: user.id });
      if (team) return team;
    }
    throw conflict('Could not find a free slug for this name. Choose a slug.', 'SLUG_TAKEN', { field: 'slug' });
  }

  return {
    /** Who works in a workspace (the partner API): a team's members, or a personal workspace's owner alone. */
    async workspaceMembers(ws: Workspace): Promise<TeamMember[]> {
      authorize(ws, 'workspace:read');
      const rows = ws.teamId
        ? await teams.members(ws.teamId)
        : [await teams.personalOwner(ws.userId)].filter((r) => r !== undefined);
      return rows.map(toTeamMember);
    },

    /** The caller's teams with their role in each (the workspace switcher). */
    async list(user: UserRow): Promise<TeamSummary[]> {
      const rows = await teams.listForUser(user.id);
      return rows.map((r) => toTeamSummary(r.team, r.role, r.memberCount));
    },

    /** Any signed-in user may start a team; they own it and it becomes their current workspace. */
    async create(
      user: UserRow,
      input: { name: string; slug?: string; description: string | null },
    ): Promise<TeamDetail> {
      const team = await insertTeam(user, input);
      await sessions.forgetUser(user.id);
      await activity.record(
        { kind: 'team', userId: user.id, teamId: team.id, role: 'owner', plan: user.subscriptionTier },
        {
          action: 'team.created',
          entityType: 'team',
          entityId: team.id,
          metadata: { name: team.name, slug: team.slug },
        },
      );
      return detail(team, 'owner');
    },

    async get(user: UserRow, slug: string): Promise<TeamDetail> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'workspace:read');
      return detail(ctx.team, ctx.ws.role);
    },

    async update(
      user: UserRow,
      slug: string,
      input: { name?: string; description?: string | null },
    ): Promise<TeamDetail> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'settings:manage');
      const changes: Record<string, { from: string | null; to: string | null }> = {};
      if (input.name !== undefined && input.name !== ctx.team.name)
        changes.name = { from: ctx.team.name, to: input.name };
      if (input.description !== undefined && input.description !== ctx.team.description) {
        changes.description = { from: ctx.team.description, to: input.description };
      }
      if (Object.keys(changes).length === 0) return detail(ctx.team, ctx.ws.role);
      const team = await teams.update(ctx.team.id, {
        name: input.name ?? ctx.team.name,
        description: input.description === undefined ? ctx.team.description : input.description,
      });
      if (!team) throw notFound('Team not found.', 'TEAM_NOT_FOUND');
      await activity.record(ctx.ws, {
        action: 'team.updated',
        entityType: 'team',
        entityId: team.id,
        metadata: { changes },
      });
      return detail(team, ctx.ws.role);
    },

    /** Owner only. Everything of the team goes; members whose current team it was return to personal. */
    async remove(user: UserRow, slug: string): Promise<void> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'team:delete', 'Only the team owner can delete the team.');
      const stopped = await teams.remove(ctx.team.id);
      await sessions.forgetEveryone();
      for (const domain of stopped) await lifecycle.domainDeactivated(domain);
    },

    /** SPEC §7: switching to a team the caller does not belong to answers 404. */
    async switchTo(user: UserRow, teamId: string): Promise<User> {
      const ctx = await requireTeam(teams, user.id, { id: teamId });
      const row = await teams.setCurrentTeam(user.id, ctx.team.id);
      await sessions.forgetUser(user.id);
      return toClientUser(row ?? user);
    },

    async switchToPersonal(user: UserRow): Promise<User> {
      const row = await teams.setCurrentTeam(user.id, null);
      await sessions.forgetUser(user.id);
      return toClientUser(row ?? user);
    },

    async changeRole(user: UserRow, slug: string, targetUserId: string, role: TeamRole): Promise<TeamMember> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'members:manage');
      const target = await requireMember(ctx, targetUserId);
      assertCanChangeRole(ctx.ws, target, role);
      if (target.role === role) return toTeamMember(target);
      await teams.setRole(ctx.team.id, target.userId, role);
      await sessions.forgetUser(target.userId);
      await activity.record(ctx.ws, {
        action: 'member.role_changed',
        entityType: 'member',
        entityId: target.userId,
        metadata: { email: target.email, from: target.role, to: role },
      });
      return toTeamMember({ ...target, role });
    },

    async removeMember(user: UserRow, slug: string, targetUserId: string): Promise<void> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'members:manage');
      const target = await requireMember(ctx, targetUserId);
      assertCanRemove(ctx.ws, target);
      await teams.removeMember(ctx.team.id, target.userId);
      await sessions.forgetUser(target.userId);
      await activity.record(ctx.ws, {
        action: 'member.removed',
        entityType: 'member',
        entityId: target.userId,
        metadata: { email: target.email, role: target.role },
      });
    },

    /** Any member but the owner may leave; the owner transfers ownership (or deletes the team) first. */
    async leave(user: UserRow, slug: string): Promise<User> {
      const ctx = await requireTeam(teams, user.id, { slug });
      if (ctx.ws.role === 'owner') {
        throw conflict(
          'Transfer ownership to another member before leaving, or delete the team.',
          'OWNER_MUST_TRANSFER',
        );
      }
      const row = await teams.removeMember(ctx.team.id, user.id);
      await sessions.forgetUser(user.id);
      await activity.record(ctx.ws, {
        action: 'member.left',
        entityType: 'member',
        entityId: user.id,
        metadata: { email: user.email, role: ctx.ws.role },
      });
      return toClientUser(row ?? user);
    },

    /** Owner only: the chosen member becomes owner (and the team's plan becomes theirs); the caller stays as admin. */
    async transfer(user: UserRow, slug: string, targetUserId: string): Promise<TeamDetail> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'ownership:transfer', 'Only the team owner can transfer ownership.');
      if (targetUserId === user.id) throw badRequest('You already own this team.', undefined, 'ALREADY_OWNER');
      const target = await requireMember(ctx, targetUserId);
      await teams.transferOwnership(ctx.team.id, user.id, target.userId);
      // every member's workspace now has the new owner's plan
      await sessions.forgetEveryone();
      // the team's plan is its owner's: its domains move to the new owner's check interval
      await lifecycle.teamPlanChanged?.(ctx.team.id);
      await activity.record(ctx.ws, {
        action: 'ownership.transferred',
        entityType: 'team',
        entityId: ctx.team.id,
        metadata: { fromUserId: user.id, fromEmail: user.email, toUserId: target.userId, toEmail: target.email },
      });
      return detail({ ...ctx.team, ownerId: target.userId }, 'admin');
    },

    /** Any member may read the log; newest first, filtered by action prefix and actor. */
    async activity(user: UserRow, slug: string, query: ActivityQuery): Promise<ActivityPage> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'workspace:read');
      const { rows, total } = await activityLog.page(ctx.team.id, {
        actionPrefix: query.action,
        userId: query.userId,
        page: query.page,
        pageSize: query.pageSize,
      });
      return { data: rows.map(toActivityEntry), page: query.page, pageSize: query.pageSize, total };
    },
  };
}

export type TeamsService = ReturnType<typeof createTeamsService>;
