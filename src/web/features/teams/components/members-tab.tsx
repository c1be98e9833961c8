import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, DoorOpen, EllipsisVertical, UserMinus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { AssignableRole, TeamDetail, TeamMember } from '../../../../shared/contracts/teams';
import { getInitials } from '../../../../shared/helpers/user-display';
import { Alert } from '../../../components/ui/alert';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { useTeam } from '../api/get-team';
import { useLeaveTeam } from '../api/leave-team';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { formatDate, memberName } from '../lib/format';
import {
  assignableRoles,
  canManageMember,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  roleWithArticle,
  type TeamCapabilities,
} from '../lib/team-roles';
import { forgetTeam } from '../lib/workspace-refresh';
import { ActionCard } from './action-card';
import { RoleBadge } from './role-badge';

export interface MembersTabProps {
  team: TeamDetail;
  caps: TeamCapabilities;
  currentUserId: string;
}

type PendingAction = { kind: 'remove' | 'transfer'; member: TeamMember } | null;

const ROLE_ORDER = { owner: 0, admin: 1, member: 2, viewer: 3 } as const;

/** Members with their role and join date; role changes, removal, transfer and leaving as the caller's role allows. */
export function MembersTab({ team, caps, currentUserId }: MembersTabProps) {
  // Opening the tab reads the team again (its query is always stale): people join and leave from elsewhere.
  useTeam(team.slug);
  const [pending, setPending] = useState<PendingAction>(null);
  const changeRole = useChangeMemberRole();
  const removeMember = useRemoveMember();
  const transfer = useTransferOwnership();
  const members = [...team.members].sort(
    (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || memberName(a).localeCompare(memberName(b)),
  );
  const roles = assignableRoles(caps);

  const onRoleChange = (member: TeamMember, role: AssignableRole) => {
    if (role === member.role) return;
    changeRole.mutate(
      { slug: team.slug, userId: member.userId, role },
      {
        onSuccess: (updated) =>
          toast({
            title: 'Role changed',
            description: `${memberName(updated)} is now ${roleWithArticle(updated.role)}.`,
          }),
        onError: (error) => toastActionError(error, "Couldn't change the role", 'Failed to change the role.'),
      },
    );
  };

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="pb-4 sm:pb-4">
          <CardTitle>Members</CardTitle>
          <CardDescription>
            {caps.manageMembers
              ? caps.manageAdmins
                ? 'Change roles, remove members or hand the team over to someone else.'
                : 'You can change the roles of members and viewers and remove them. Only the owner manages admins.'
              : 'Everyone in this team. Only the owner and admins can change roles.'}
          </CardDescription>
        </CardHeader>
        <ul aria-label="Team members" className="divide-y divide-line border-t border-line">
          {members.map((member) => {
            const name = memberName(member);
            const isMe = member.userId === currentUserId;
            const manageable = canManageMember(caps, currentUserId, member);
            const canTransferTo = caps.transferOwnership && !isMe;
            const changing = changeRole.isPending && changeRole.variables.userId === member.userId;
            return (
              <li
                key={member.userId}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 px-5 py-4 sm:grid-cols-[auto_minmax(0,1fr)_9.5rem_9.5rem_2rem] sm:px-6"
              >
                <InitialsAvatar initials={getInitials(member)} />
                <div className="min-w-0">
                  <p className="truncate font-medium text-fg">
                    {name}
                    {isMe ? <span className="font-normal text-fg-muted"> (you)</span> : null}
                  </p>
                  <p className="truncate text-sm text-fg-muted">{member.email}</p>
                </div>
                <div className="col-start-2 row-start-2 flex items-center gap-2 sm:col-start-auto sm:row-start-auto">
                  {manageable ? (
                    <Select
                      value={member.role}
                      disabled={changing}
                      onValueChange={(role) => onRoleChange(member, role as AssignableRole)}
                    >
                      <SelectTrigger aria-label={`Role of ${name}`} className="h-8 w-36">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {roles.map((role) => (
                          <SelectItem key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </div>
                <p className="col-start-2 text-sm text-fg-muted sm:col-start-auto">
                  Joined <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
                </p>
                <div className="col-start-3 row-start-1 justify-self-end sm:col-start-auto sm:row-start-auto">
                  {manageable || canTransferTo ? (
                    <DropdownMenu>
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
                          <EllipsisVertical aria-hidden="true" />
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="end">
                        {canTransferTo ? (
                          <DropdownMenuItem onSelect={() => setPending({ kind: 'transfer', member })}>
                            <Crown aria-hidden="true" />
                            Transfer ownership
                          </DropdownMenuItem>
                        ) : null}
                        {manageable ? (
                          <DropdownMenuItem destructive onSelect={() => setPending({ kind: 'remove', member })}>
                            <UserMinus aria-hidden="true" />
                            Remove from team
                          </DropdownMenuItem>
                        ) : null}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>

      {caps.manageMembers ? (
        <dl className="grid gap-2 rounded-xl border border-line bg-surface px-5 py-4 text-sm sm:px-6">
          <dt className="font-medium text-fg">What each role can do</dt>
          {(['owner', 'admin', 'member', 'viewer'] as const).map((role) => (
            <dd key={role} className="grid grid-cols-[4.75rem_minmax(0,1fr)] items-baseline gap-2 text-fg-muted">
              <RoleBadge role={role} className="justify-self-start" />
              {ROLE_DESCRIPTIONS[role]}
            </dd>
          ))}
        </dl>
      ) : null}

      {caps.leave ? (
        <LeaveTeamCard team={team} />
      ) : (
        <Alert tone="neutral" title="You own this team">
          To leave it, transfer ownership to another member first (from a member's actions), or delete the team in
          General.
        </Alert>
      )}

      <ConfirmDialog
        open={pending?.kind === 'remove'}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Remove ${pending ? memberName(pending.member) : ''}?`}
        description={<p>They lose access to {team.name} and its domains at once. You can invite them again later.</p>}
        confirmLabel="Remove member"
        pending={removeMember.isPending}
        onConfirm={() => {
          if (!pending) return;
          const name = memberName(pending.member);
          removeMember.mutate(
            { slug: team.slug, userId: pending.member.userId },
            {
              onSuccess: () => {
                setPending(null);
                toast({ title: 'Member removed', description: `${name} is no longer in ${team.name}.` });
              },
              onError: (error) => {
                setPending(null);
                toastActionError(error, "Couldn't remove the member", 'Failed to remove the member.');
              },
            },
          );
        }}
      />

      <ConfirmDialog
        open={pending?.kind === 'transfer'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Transfer ownership?"
        description={
          <>
            <p>
              <strong className="text-fg">{pending ? memberName(pending.member) : ''}</strong> becomes the owner of{' '}
              {team.name}. You stay on as an admin and can no longer delete the team, manage admins or transfer it.
            </p>
            <p>The team's limits (members, domains) then follow the new owner's plan.</p>
          </>
        }
        confirmLabel="Transfer ownership"
        pending={transfer.isPending}
        onConfirm={() => {
          if (!pending) return;
          const name = memberName(pending.member);
          transfer.mutate(
            { slug: team.slug, userId: pending.member.userId },
            {
              onSuccess: () => {
                setPending(null);
                toast({ title: 'Ownership transferred', description: `${name} now owns ${team.name}.` });
              },
              onError: (error) => {
                setPending(null);
                toastActionError(error, "Couldn't transfer ownership", 'Failed to transfer ownership.');
              },
            },
          );
        }}
      />
    </div>
  );
}

function LeaveTeamCard({ team }: { team: TeamDetail }) {
  const [open, setOpen] = useState(false);
  const leave = useLeaveTeam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ActionCard
      title="Leave team"
      description={`You lose access to ${team.name} and its domains. To come back, a team admin has to invite you again.`}
      action={
        <Button variant="outline" onClick={() => setOpen(true)}>
          <DoorOpen aria-hidden="true" />
          Leave team
        </Button>
      }
    >
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Leave ${team.name}?`}
        description={<p>You will no longer see the team's domains, alerts or settings.</p>}
        confirmLabel="Leave team"
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(team.slug, {
            onSuccess: (user) => {
              setOpen(false);
              toast({ title: 'You left the team', description: `You are no longer a member of ${team.name}.` });
              void (async () => {
                await navigate('/teams', { replace: true });
                await forgetTeam(queryClient, team.slug, user);
              })();
            },
            onError: (error) => {
              setOpen(false);
              toastActionError(error, "Couldn't leave the team", 'Failed to leave the team.');
            },
          })
        }
      />
    </ActionCard>
  );
}
