import type { User } from '../../../shared/contracts/auth';
import {
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationLink,
  type InvitationPreview,
  type TeamSummary,
} from '../../../shared/contracts/teams';
import { getDisplayName } from '../../../shared/helpers/user-display';
import { AppError, conflict, forbidden, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { SessionCache } from '../../http/session-cache';
import type { Mailer } from '../../notifications/mailer';
import { teamInvitationEmail } from '../../notifications/templates/team-invitation';
import type { ActivityRepository } from '../activity/activity.repository';
import type { UserRow } from '../auth/auth.repository';
import { toClientUser } from '../auth/auth.service';
import { hashToken, randomToken } from '../auth/tokens';
import type { TeamRole } from '../workspaces/permissions';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { InvitationByToken, InvitationRow, InvitationWithInviter } from './invitations.repository';
import { requireTeam, TEAM_NOT_FOUND, type TeamContext } from './team-access';
import { ensureSeatAvailable } from './team-limit';
import { invitationStatus, toInvitation, toTeamSummary } from './team-mappers';
import { assertCanInvite, assertCanManageInvitation } from './team-rules';
import type { TeamRepositories, TeamStore } from './team-store';

export interface InvitationsServiceDeps {
  store: TeamStore;
  activity: ActivityRepository;
  mailer: Mailer;
  publicUrl: string;
  /** The accepting user's cached sessions hold their current team: forgotten once they joined. */
  sessions: Pick<SessionCache, 'forgetUser'>;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITATION_NOT_FOUND = 'Invitation not found.';
const LINK_NOT_FOUND = 'This invitation link is not valid. Ask a team admin to send a new one.';

/** Why a closed invitation cannot be used any more; 410: the link existed but is gone for good. */
const CLOSED: Record<Exclude<InvitationRow['status'], 'pending'>, { code: string; message: string }> = {
  accepted: { code: 'INVITATION_ACCEPTED', message: 'This invitation has already been accepted.' },
  declined: {
    code: 'INVITATION_DECLINED',
    message: 'This invitation was declined. Ask a team admin to send a new one.',
  },
  revoked: {
    code: 'INVITATION_REVOKED',
    message: 'This invitation was withdrawn. Ask a team admin to send a new one.',
  },
  expired: { code: 'INVITATION_EXPIRED', message: 'This invitation has expired. Ask a team admin to send a new one.' },
};

/** A closed invitation is not brought back: a new one starts a clean record. */
function resendRefused(status: 'accepted' | 'declined' | 'revoked'): AppError {
  const message = {
    accepted: 'This invitation was already accepted; there is nothing to resend.',
    declined: 'This invitation was declined. Send a new invitation instead.',
    revoked: 'This invitation was withdrawn. Send a new invitation instead.',
  }[status];
  return conflict(message, CLOSED[status].code);
}

export function createInvitationsService({
  store,
  activity,
  mailer,
  publicUrl,
  sessions,
  now = () => new Date(),
}: InvitationsServiceDeps) {
  const { teams, invitations } = store;

  /** Locks the team for the rest of the transaction; a team deleted meanwhile is not found. */
  async function lockTeam(repos: TeamRepositories, teamId: string): Promise<void> {
    if (!(await repos.teams.lock(teamId))) throw notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
  }

  /** Members plus live invitations: the seats the owner's plan caps. */
  async function seatsTaken(repos: TeamRepositories, teamId: string): Promise<number> {
    return (await repos.teams.countMembers(teamId)) + (await repos.invitations.countPending(teamId, now()));
  }

  async function requireInvitation(ctx: TeamContext, id: string): Promise<InvitationWithInviter> {
    const found = isUuid(id) ? await invitations.find(ctx.team.id, id) : undefined;
    if (!found) throw notFound(INVITATION_NOT_FOUND, 'INVITATION_NOT_FOUND');
    return found;
  }

  async function byToken(token: string): Promise<InvitationByToken> {
    const found = await invitations.findByTokenHash(hashToken(token));
    if (!found) throw notFound(LINK_NOT_FOUND, 'INVITATION_NOT_FOUND');
    return found;
  }

  /** Refuses an invitation that is no longer pending, marking a lapsed one expired on the way. */
  async function ensureOpen(found: InvitationByToken): Promise<void> {
    const status = invitationStatus(found.invitation, now());
    if (status === 'pending') return;
    if (status === 'expired' && found.invitation.status === 'pending') {
      await invitations.update(found.team.id, found.invitation.id, { status: 'expired' });
    }
    const closed = CLOSED[status];
    throw new AppError(410, closed.code, closed.message);
  }

  /** Only the invited address may answer: someone who was forwarded the link cannot join in its place. */
  function ensureAddressee(user: UserRow, found: InvitationByToken): void {
    if (user.email.toLowerCase() !== found.invitation.email.toLowerCase()) {
      throw forbidden(
        `This invitation was sent to ${found.invitation.email}. Sign in with that address to answer it.`,
        'INVITATION_EMAIL_MISMATCH',
      );
    }
  }

  /** The invitee acting on the team: with the invited role once joined, as a viewer when declining. */
  function inviteeWorkspace(user: UserRow, found: InvitationByToken, role: TeamRole): Workspace {
    return { kind: 'team', userId: user.id, teamId: found.team.id, role, plan: user.subscriptionTier };
  }

  async function preview(token: string): Promise<InvitationPreview> {
    const found = await byToken(token);
    const status = invitationStatus(found.invitation, now());
    if (status === 'expired' && found.invitation.status === 'pending') {
      await invitations.update(found.team.id, found.invitation.id, { status: 'expired' });
    }
    return {
      teamName: found.team.name,
      role: found.invitation.role,
      invitedBy: found.inviter ? getDisplayName(found.inviter) : null,
      email: found.invitation.email,
      status,
      expiresAt: found.invitation.expiresAt.toISOString(),
    };
  }

  /** Where the invited person accepts: /invitation/:token (features/teams invitation page). */
  const invitationLink = (token: string) => `${publicUrl}/invitation/${encodeURIComponent(token)}`;

  /** Replaces an open invitation's token and restarts its week (resend, copy link); the previous link stops working. */
  async function renew(user: UserRow, slug: string, id: string) {
    const ctx = await requireTeam(teams, user.id, { slug });
    authorize(ctx.ws, 'members:manage');
    const found = await requireInvitation(ctx, id);
    assertCanManageInvitation(ctx.ws, found.invitation.role);
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
    const row = await store.transaction(async (repos) => {
      await lockTeam(repos, ctx.team.id);
      const current = await repos.invitations.find(ctx.team.id, found.invitation.id);
      if (!current) throw notFound(INVITATION_NOT_FOUND, 'INVITATION_NOT_FOUND');
      const status = invitationStatus(current.invitation, now());
      if (status !== 'pending' && status !== 'expired') throw resendRefused(status);
      if (status === 'expired') {
        // A lapsed invitation takes a seat again once it is live.
        if (await repos.teams.memberByEmail(ctx.team.id, current.invitation.email)) {
          throw conflict(`${current.invitation.email} is already a member of ${ctx.team.name}.`, 'ALREADY_MEMBER');
        }
        ensureSeatAvailable(ctx.ws, await seatsTaken(repos, ctx.team.id));
      }
      return repos.invitations.update(ctx.team.id, current.invitation.id, {
        token: hashToken(token),
        expiresAt,
        status: 'pending',
      });
    });
    return { ctx, found, row: row!, token };
  }

  /** Sends the link; on failure the caller's change is undone by `undo` and the failure reported plainly. */
  async function sendLink(
    ctx: TeamContext,
    inviter: UserRow,
    invitation: { email: string; role: TeamRole; expiresAt: Date },
    token: string,
    undo: () => Promise<void>,
  ): Promise<void> {
    const link = invitationLink(token);
    const content = teamInvitationEmail({
      link,
      teamName: ctx.team.name,
      inviterName: getDisplayName(inviter),
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    });
    try {
      await mailer.send({ to: invitation.email, ...content });
    } catch {
      await undo();
      throw new AppError(502, 'MAIL_FAILED', 'We could not send the invitation e-mail. Please try again.');
    }
  }

  return {
    async invite(user: UserRow, slug: string, input: { email: string; role: TeamRole }): Promise<Invitation> {
      const ctx = await requireTeam(teams, user.id, { slug });
      assertCanInvite(ctx.ws, input.role);
      const token = randomToken();
      const expiresAt = new Date(now().getTime() + INVITATION_TTL_DAYS * DAY_MS);
      const row = await store.transaction(async (repos) => {
        await lockTeam(repos, ctx.team.id);
        if (await repos.teams.memberByEmail(ctx.team.id, input.email)) {
          throw conflict(`${input.email} is already a member of ${ctx.team.name}.`, 'ALREADY_MEMBER');
        }
        await repos.invitations.expireStale(ctx.team.id, now());
        const pending = await repos.invitations.pendingFor(ctx.team.id, input.email, now());
        if (pending) {
          throw conflict(
            `An invitation to ${input.email} is already pending. Resend it instead.`,
            'INVITATION_PENDING',
            {
              invitationId: pending.id,
            },
          );
        }
        ensureSeatAvailable(ctx.ws, await seatsTaken(repos, ctx.team.id));
        return repos.invitations.insert({
          teamId: ctx.team.id,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: user.id,
          expiresAt,
        });
      });
      await sendLink(ctx, user, row, token, () => invitations.remove(ctx.team.id, row.id));
      await activity.record(ctx.ws, {
        action: 'invitation.sent',
        entityType: 'invitation',
        entityId: row.id,
        metadata: { email: row.email, role: row.role },
      });
      return toInvitation({ invitation: row, inviter: user }, now());
    },

    /** Admins and the owner; pending first, then newest. Lapsed invitations are marked expired first. */
    async list(user: UserRow, slug: string): Promise<Invitation[]> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'members:manage');
      await invitations.expireStale(ctx.team.id, now());
      const rows = await invitations.list(ctx.team.id);
      return rows.map((r) => toInvitation(r, now()));
    },

    /** A new link and a new week; the previous link stops working at once. Works on pending and expired ones. */
    async resend(user: UserRow, slug: string, id: string): Promise<Invitation> {
      const { ctx, found, row, token } = await renew(user, slug, id);
      // The old token is already replaced; if the e-mail fails the invitation is left lapsed, ready to resend.
      await sendLink(ctx, user, row, token, async () => {
        await invitations.update(ctx.team.id, row.id, { expiresAt: now() });
      });
      await activity.record(ctx.ws, {
        action: 'invitation.resent',
        entityType: 'invitation',
        entityId: row.id,
        metadata: { email: row.email, role: row.role },
      });
      return toInvitation({ invitation: row, inviter: found.inviter }, now());
    },

    /**
     * "Copy link": a new link and a new week, answered to the admin instead of e-mailed, to hand over another way.
     * Only the invited address can accept it, as with the e-mailed one, which stops working (only a token's hash is
     * kept, so an earlier link cannot be shown again).
     */
    async link(user: UserRow, slug: string, id: string): Promise<InvitationLink> {
      const { ctx, found, row, token } = await renew(user, slug, id);
      await activity.record(ctx.ws, {
        action: 'invitation.link_copied',
        entityType: 'invitation',
        entityId: row.id,
        metadata: { email: row.email, role: row.role },
      });
      return {
        link: invitationLink(token),
        invitation: toInvitation({ invitation: row, inviter: found.inviter }, now()),
      };
    },

    /** Withdraws a pending (or lapsed) invitation; its link stops working. Revoking twice is harmless. */
    async revoke(user: UserRow, slug: string, id: string): Promise<void> {
      const ctx = await requireTeam(teams, user.id, { slug });
      authorize(ctx.ws, 'members:manage');
      const found = await requireInvitation(ctx, id);
      assertCanManageInvitation(ctx.ws, found.invitation.role);
      const status = invitationStatus(found.invitation, now());
      if (status === 'revoked') return;
      if (status === 'accepted' || status === 'declined') {
        throw conflict(
          status === 'accepted'
            ? 'This invitation was already accepted. Remove the member instead.'
            : 'This invitation was already declined.',
          CLOSED[status].code,
        );
      }
      await invitations.update(ctx.team.id, found.invitation.id, { status: 'revoked' });
      await activity.record(ctx.ws, {
        action: 'invitation.revoked',
        entityType: 'invitation',
        entityId: found.invitation.id,
        metadata: { email: found.invitation.email, role: found.invitation.role },
      });
    },

    /** What the link shows, to anyone holding it (the token is the secret): no sign-in needed. */
    preview,

    /** Joins the team with the invited role and makes it the current workspace. */
    async accept(user: UserRow, token: string): Promise<{ user: User; team: TeamSummary }> {
      const found = await byToken(token);
      ensureAddressee(user, found);
      await ensureOpen(found);
      const { invitation } = found;
      const updated = await store.transaction(async (repos) => {
        await lockTeam(repos, found.team.id);
        // Re-read under the lock: a concurrent accept, revoke or resend wins over this request.
        const current = await repos.invitations.find(found.team.id, invitation.id);
        if (
          !current ||
          current.invitation.token !== invitation.token ||
          invitationStatus(current.invitation, now()) !== 'pending'
        ) {
          throw new AppError(
            410,
            CLOSED.revoked.code,
            'This invitation is no longer valid. Ask a team admin to send a new one.',
          );
        }
        if (await repos.teams.member(found.team.id, user.id)) {
          throw conflict(`You're already a member of ${found.team.name}.`, 'ALREADY_MEMBER');
        }
        // The invitation already holds its seat; this only bites when the owner's plan shrank since.
        const plan = await repos.teams.ownerPlan(found.team.id);
        if (plan)
          ensureSeatAvailable(
            { ...inviteeWorkspace(user, found, invitation.role), plan },
            await repos.teams.countMembers(found.team.id),
          );
        await repos.teams.addMember(found.team.id, user.id, invitation.role, invitation.invitedBy);
        await repos.invitations.update(found.team.id, invitation.id, { status: 'accepted', acceptedAt: now() });
        return repos.teams.setCurrentTeam(user.id, found.team.id);
      });
      await sessions.forgetUser(user.id);
      const ws = inviteeWorkspace(user, found, invitation.role);
      await activity.record(ws, {
        action: 'member.joined',
        entityType: 'member',
        entityId: user.id,
        metadata: {
          email: user.email,
          role: invitation.role,
          invitationId: invitation.id,
          invitedBy: invitation.invitedBy,
        },
      });
      const team = await teams.access(user.id, { id: found.team.id });
      return {
        user: toClientUser(updated ?? user),
        team: toTeamSummary(team!.team, invitation.role, await teams.countMembers(found.team.id)),
      };
    },

    /** The invited person says no; the seat is freed. Needs the invited address signed in, like accepting. */
    async decline(user: UserRow, token: string): Promise<InvitationPreview> {
      const found = await byToken(token);
      ensureAddressee(user, found);
      await ensureOpen(found);
      await invitations.update(found.team.id, found.invitation.id, { status: 'declined' });
      await activity.record(inviteeWorkspace(user, found, 'viewer'), {
        action: 'invitation.declined',
        entityType: 'invitation',
        entityId: found.invitation.id,
        metadata: { email: found.invitation.email, role: found.invitation.role },
      });
      return preview(token);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
