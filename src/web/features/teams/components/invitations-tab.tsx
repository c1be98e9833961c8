import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, Link2, Mail, RefreshCw, Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PLANS } from '../../../../shared/constants/plans';
import {
  createInvitationSchema,
  INVITATION_TTL_DAYS,
  teamLimitMessage,
  type Invitation,
  type TeamDetail,
} from '../../../../shared/contracts/teams';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { showFormError, toastActionError } from '../../../lib/action-errors';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useCreateInvitationLink } from '../api/copy-invitation-link';
import { useCreateInvitation } from '../api/create-invitation';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { formatDate, formatRelative } from '../lib/format';
import {
  assignableRoles,
  canManageInvitation,
  INVITATION_STATUS_LABELS,
  INVITATION_STATUS_TONES,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type TeamCapabilities,
} from '../lib/team-roles';
import { RoleBadge } from './role-badge';

type InviteValues = z.input<typeof createInvitationSchema>;
type InviteOutput = z.output<typeof createInvitationSchema>;

/** Codes the server answers when the address cannot be invited: shown under the e-mail field. */
const EMAIL_CONFLICTS = new Set(['ALREADY_MEMBER', 'INVITATION_PENDING']);

export function InvitationsTab({ team, caps }: { team: TeamDetail; caps: TeamCapabilities }) {
  if (!caps.manageMembers) {
    return (
      <Alert tone="neutral" title="Only the owner and admins manage invitations">
        Ask a team admin to invite the people you want to work with.
      </Alert>
    );
  }
  return <ManageInvitations team={team} caps={caps} />;
}

function ManageInvitations({ team, caps }: { team: TeamDetail; caps: TeamCapabilities }) {
  const user = useCurrentUser();
  const invitations = useInvitations(team.slug);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const isOwner = team.currentUserRole === 'owner';
  // The owner's plan sets the team's size; only the owner's own plan is known here.
  const plan = isOwner ? PLANS[user.subscriptionTier] : null;
  const pendingCount = invitations.data?.filter((i) => i.status === 'pending').length ?? 0;
  const seatsUsed = team.memberCount + pendingCount;
  const full = plan !== null && invitations.isSuccess && seatsUsed >= plan.maxTeamMembers;
  const notice = limitMessage ?? (full && plan ? teamLimitMessage(plan.maxTeamMembers, plan.name, true) : null);

  return (
    <div className="grid gap-6">
      <InviteForm
        team={team}
        caps={caps}
        seats={plan && invitations.isSuccess ? { used: seatsUsed, limit: plan.maxTeamMembers } : null}
        notice={
          notice ? (
            <Alert
              tone="warning"
              role="alert"
              title="No seats left"
              action={
                isOwner ? (
                  <Button asChild size="sm" variant="outline">
                    <Link to="/pricing">See plans</Link>
                  </Button>
                ) : undefined
              }
            >
              {notice}
            </Alert>
          ) : null
        }
        onLimitReached={setLimitMessage}
      />
      <Card>
        <CardHeader className="pb-4 sm:pb-4">
          <CardTitle>Invitations</CardTitle>
          <CardDescription>
            Links stay valid for {INVITATION_TTL_DAYS} days. A pending invitation holds a seat until it is answered.
          </CardDescription>
        </CardHeader>
        {invitations.isPending ? (
          <InvitationsSkeleton />
        ) : invitations.isError ? (
          <div className="border-t border-line p-5 sm:p-6">
            <LoadError
              className="border-0 shadow-none"
              title="Couldn't load the invitations"
              error={invitations.error}
              onRetry={() => void invitations.refetch()}
              retrying={invitations.isFetching}
            />
          </div>
        ) : invitations.data.length === 0 ? (
          <div className="border-t border-line p-5 sm:p-6">
            <EmptyState icon={Mail} title="No invitations yet" className="border-0">
              Invite colleagues with the form above. They get an e-mail with a link to join {team.name}.
            </EmptyState>
          </div>
        ) : (
          <ul aria-label="Invitations" className="divide-y divide-line border-t border-line">
            {invitations.data.map((invitation) => (
              <InvitationRow key={invitation.id} team={team} caps={caps} invitation={invitation} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

interface InviteFormProps {
  team: TeamDetail;
  caps: TeamCapabilities;
  seats: { used: number; limit: number } | null;
  notice: ReactNode;
  onLimitReached: (message: string | null) => void;
}

function InviteForm({ team, caps, seats, notice, onLimitReached }: InviteFormProps) {
  const create = useCreateInvitation();
  const roles = assignableRoles(caps);
  const form = useForm<InviteValues, unknown, InviteOutput>({
    resolver: zodResolver(createInvitationSchema),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    onLimitReached(null);
    create.mutate(
      { slug: team.slug, ...input },
      {
        onSuccess: (invitation) => {
          toast({ title: 'Invitation sent', description: `We e-mailed an invitation link to ${invitation.email}.` });
          form.reset({ email: '', role: input.role });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PLAN_LIMIT_REACHED') {
            onLimitReached(error.message);
            return;
          }
          if (isApiError(error) && EMAIL_CONFLICTS.has(error.code)) {
            form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
            return;
          }
          showFormError(
            error,
            form.setError,
            ['email', 'role'],
            "Couldn't send the invitation",
            'Failed to send the invitation.',
          );
        },
      },
    );
  });

  return (
    <Card>
      <form noValidate aria-label="Invite a member" onSubmit={(event) => void onSubmit(event)}>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle>Invite people</CardTitle>
            {seats ? (
              <Badge tone={seats.used >= seats.limit ? 'warning' : 'neutral'}>
                {seats.used} of {seats.limit} seats used
              </Badge>
            ) : null}
          </div>
          <CardDescription>
            They get an e-mail with a link, and join once they sign in with that address and accept.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {notice}
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start">
            <FormField label="Email" error={errors.email?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  placeholder="colleague@company.com"
                />
              )}
            </FormField>
            <FormField label="Role" error={errors.role?.message}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field }) => (
                    <Select value={field.value ?? 'member'} onValueChange={field.onChange}>
                      <SelectTrigger {...control} onBlur={field.onBlur}>
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
                  )}
                />
              )}
            </FormField>
            <Button type="submit" className="sm:mt-6.5" loading={create.isPending}>
              {create.isPending ? null : <Send aria-hidden="true" />}
              Send invitation
            </Button>
          </div>
          <p className="text-sm text-fg-muted">
            <span className="font-medium text-fg">{ROLE_LABELS[form.watch('role') ?? 'member']}:</span>{' '}
            {ROLE_DESCRIPTIONS[form.watch('role') ?? 'member']}.
            {caps.manageAdmins ? null : ' Only the owner can invite admins.'}
          </p>
        </CardContent>
      </form>
    </Card>
  );
}

function InvitationRow({
  team,
  caps,
  invitation,
}: {
  team: TeamDetail;
  caps: TeamCapabilities;
  invitation: Invitation;
}) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const copyLink = useCreateInvitationLink();
  const [link, setLink] = useState<string | null>(null);
  const open = invitation.status === 'pending' || invitation.status === 'expired';
  const manageable = open && canManageInvitation(caps, invitation.role);
  const busy = resend.isPending || revoke.isPending || copyLink.isPending;

  return (
    <li className="flex flex-wrap gap-3 px-5 py-4 max-sm:flex-col sm:items-center sm:px-6">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-medium text-fg">{invitation.email}</span>
          <RoleBadge role={invitation.role} />
          <Badge tone={INVITATION_STATUS_TONES[invitation.status]} dot>
            {INVITATION_STATUS_LABELS[invitation.status]}
          </Badge>
        </div>
        <p className="text-sm text-fg-muted">
          <InvitationTimeline invitation={invitation} />
        </p>
      </div>
      {manageable ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            loading={copyLink.isPending}
            aria-label={`Copy a link to the invitation of ${invitation.email}`}
            onClick={() =>
              copyLink.mutate(
                { slug: team.slug, id: invitation.id },
                {
                  onSuccess: (answer) => {
                    setLink(answer.link);
                    const description = `Only ${invitation.email} can accept it. The link e-mailed before no longer works.`;
                    // the clipboard needs a secure page (HTTPS or localhost); the link stays on screen either way
                    const copy =
                      navigator.clipboard?.writeText(answer.link) ?? Promise.reject(new Error('no clipboard'));
                    void copy.then(
                      () => toast({ title: 'Invitation link copied', description }),
                      () =>
                        toast({
                          title: 'Invitation link ready',
                          description: `Copy it from the field below. ${description}`,
                        }),
                    );
                  },
                  onError: (error) =>
                    toastActionError(error, "Couldn't make a link", 'Failed to make an invitation link.'),
                },
              )
            }
          >
            {copyLink.isPending ? null : <Link2 aria-hidden="true" />}
            Copy link
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            loading={resend.isPending}
            aria-label={`Resend the invitation to ${invitation.email}`}
            onClick={() =>
              resend.mutate(
                { slug: team.slug, id: invitation.id },
                {
                  onSuccess: () =>
                    toast({
                      title: 'Invitation resent',
                      description: `A new link went to ${invitation.email}; the previous one no longer works.`,
                    }),
                  onError: (error) =>
                    toastActionError(error, "Couldn't resend the invitation", 'Failed to resend the invitation.'),
                },
              )
            }
          >
            {resend.isPending ? null : <RefreshCw aria-hidden="true" />}
            Resend
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            loading={revoke.isPending}
            aria-label={`Revoke the invitation to ${invitation.email}`}
            onClick={() =>
              revoke.mutate(
                { slug: team.slug, id: invitation.id },
                {
                  onSuccess: () =>
                    toast({
                      title: 'Invitation revoked',
                      description: `The link sent to ${invitation.email} no longer works.`,
                    }),
                  onError: (error) =>
                    toastActionError(error, "Couldn't revoke the invitation", 'Failed to revoke the invitation.'),
                },
              )
            }
          >
            {revoke.isPending ? null : <Ban aria-hidden="true" />}
            Revoke
          </Button>
        </div>
      ) : null}
      {link && manageable ? (
        <div className="grid w-full gap-1 basis-full">
          <label htmlFor={`invitation-link-${invitation.id}`} className="text-xs font-medium text-fg-muted">
            Invitation link for {invitation.email}
          </label>
          <Input
            id={`invitation-link-${invitation.id}`}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
        </div>
      ) : null}
    </li>
  );
}

function InvitationTimeline({ invitation }: { invitation: Invitation }) {
  const readable = useReadableTime();
  const by = invitation.invitedBy ? ` by ${invitation.invitedBy.name}` : '';
  const sent = (
    <>
      Sent{' '}
      <time dateTime={invitation.createdAt} title={readable(invitation.createdAt)}>
        {formatRelative(invitation.createdAt, { inSentence: true })}
      </time>
      {by}
    </>
  );
  switch (invitation.status) {
    case 'pending':
      return (
        <>
          {sent} · expires <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
        </>
      );
    case 'accepted':
      return invitation.acceptedAt ? (
        <>
          Accepted <time dateTime={invitation.acceptedAt}>{formatDate(invitation.acceptedAt)}</time>
          {by ? ` · invited${by}` : ''}
        </>
      ) : (
        sent
      );
    case 'expired':
      return (
        <>
          {sent} · expired <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
        </>
      );
    default:
      return sent;
  }
}

function InvitationsSkeleton() {
  return (
    <div role="status" aria-label="Loading invitations" className="divide-y divide-line border-t border-line">
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3 px-5 py-4 sm:px-6">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3 w-40" />
          </div>
          <Skeleton className="hidden h-8 w-40 sm:block" />
        </div>
      ))}
    </div>
  );
}
