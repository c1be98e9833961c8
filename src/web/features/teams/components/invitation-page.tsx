import { useQueryClient } from '@tanstack/react-query';
import { Check, LinkIcon, LogIn, MailOpen, X } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { InvitationPreview, InvitationStatus } from '../../../../shared/contracts/teams';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { buildSignInPath } from '../../../../shared/helpers/safe-redirect';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessageOr } from '../../../lib/action-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { useSwitchAccount } from '../api/switch-account';
import { ROLE_DESCRIPTIONS, roleWithArticle } from '../lib/team-roles';
import { refreshWorkspaceData } from '../lib/workspace-refresh';

const CLOSED: Record<Exclude<InvitationStatus, 'pending'>, { tone: AlertTone; title: string; text: string }> = {
  accepted: {
    tone: 'healthy',
    title: 'This invitation has already been accepted',
    text: 'If it was you, the team is in your workspace switcher.',
  },
  declined: {
    tone: 'neutral',
    title: 'This invitation was declined',
    text: 'Changed your mind? Ask a team admin to send a new invitation.',
  },
  revoked: {
    tone: 'warning',
    title: 'This invitation was withdrawn',
    text: 'The team no longer offers it. Ask a team admin to send a new one.',
  },
  expired: {
    tone: 'warning',
    title: 'This invitation has expired',
    text: 'Invitation links last 7 days. Ask a team admin to send a new one.',
  },
};

/** /invitation/{token}: the team, the role and who invited; Accept (joins and switches to the team) or Decline. */
export function InvitationPage() {
  useDocumentTitle('Team invitation');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);

  return (
    <div className="mx-auto w-full max-w-lg py-2 sm:py-6">
      {preview.isPending ? (
        <InvitationSkeleton />
      ) : preview.isError ? (
        classifyError(preview.error).type === 'notfound' ? (
          <EmptyState
            icon={LinkIcon}
            title="This invitation link is not valid"
            action={
              <Button asChild variant="outline">
                <Link to="/">Go to the dashboard</Link>
              </Button>
            }
          >
            {serverMessageOr(preview.error, 'Ask a team admin to send a new one.')} Check that the whole link from the
            e-mail was copied.
          </EmptyState>
        ) : (
          <LoadError
            title="Couldn't load the invitation"
            error={preview.error}
            onRetry={() => void preview.refetch()}
            retrying={preview.isFetching}
          />
        )
      ) : (
        <InvitationCard token={token} preview={preview.data} />
      )}
    </div>
  );
}

function InvitationCard({ token, preview }: { token: string; preview: InvitationPreview }) {
  const user = useCurrentUser();
  const readable = useReadableTime();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const switchAccount = useSwitchAccount();
  const wrongAccount = user.email.toLowerCase() !== preview.email.toLowerCase();
  const open = preview.status === 'pending';
  const failure = accept.error ?? decline.error;
  const busy = accept.isPending || decline.isPending || accept.isSuccess;

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: ({ user: updated, team }) => {
        toast({
          title: `Welcome to ${team.name}`,
          description: `You joined as ${roleWithArticle(team.currentUserRole)}. ${team.name} is now your current workspace.`,
        });
        void (async () => {
          await refreshWorkspaceData(queryClient, updated);
          await navigate('/', { replace: true });
        })();
      },
      // The invitation may have changed meanwhile (revoked, expired, answered): show what it is now.
      onError: () => void queryClient.invalidateQueries({ queryKey: ['/api/invitations', token] }),
    });

  const onDecline = () =>
    decline.mutate(token, {
      onSuccess: () =>
        toast({ title: 'Invitation declined', description: `You declined to join ${preview.teamName}.` }),
      onError: () => void queryClient.invalidateQueries({ queryKey: ['/api/invitations', token] }),
    });

  return (
    <Card elevation="medium">
      <CardHeader className="justify-items-center text-center">
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <MailOpen aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm text-fg-muted">
          {preview.invitedBy ? `${preview.invitedBy} invited you to join` : "You're invited to join"}
        </p>
        <h2 className="text-2xl font-semibold tracking-tight break-words text-fg">{preview.teamName}</h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 rounded-lg border border-line bg-canvas px-4 py-3 text-sm">
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className="text-fg-muted">Role</dt>
            <dd className="text-right font-medium text-fg capitalize">{preview.role}</dd>
          </div>
          <p className="-mt-2 text-right text-xs text-fg-muted">{ROLE_DESCRIPTIONS[preview.role]}</p>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className="text-fg-muted">Invited by</dt>
            <dd className="text-right font-medium text-fg">{preview.invitedBy ?? 'A team admin'}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
            <dt className="text-fg-muted">Sent to</dt>
            <dd className="text-right font-medium break-all text-fg">{preview.email}</dd>
          </div>
          {open ? (
            <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
              <dt className="text-fg-muted">Expires</dt>
              <dd className="text-right text-fg">
                <time dateTime={preview.expiresAt}>{readable(preview.expiresAt)}</time>
              </dd>
            </div>
          ) : null}
        </dl>

        {!open && preview.status !== 'pending' ? (
          <Alert tone={CLOSED[preview.status].tone} title={CLOSED[preview.status].title} role="status">
            {CLOSED[preview.status].text}
          </Alert>
        ) : wrongAccount ? (
          <Alert tone="warning" role="alert" title={`This invitation is for ${preview.email}`}>
            You're signed in as <span className="font-medium break-all">{user.email}</span>. Sign in with the invited
            address to answer it.
          </Alert>
        ) : null}

        {failure && open ? (
          <Alert
            tone="critical"
            role="alert"
            title={accept.error ? "Couldn't accept the invitation" : "Couldn't decline the invitation"}
          >
            {serverMessageOr(failure, 'Something went wrong. Please try again.')}
          </Alert>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:justify-end">
        {!open ? (
          <Button asChild>
            <Link to="/">Go to the dashboard</Link>
          </Button>
        ) : wrongAccount ? (
          <Button
            loading={switchAccount.isPending}
            onClick={() => switchAccount.mutate(buildSignInPath(`/invitation/${token}`))}
          >
            {switchAccount.isPending ? null : <LogIn aria-hidden="true" />}
            Sign in as {preview.email}
          </Button>
        ) : (
          <>
            <Button variant="outline" disabled={busy} loading={decline.isPending} onClick={onDecline}>
              {decline.isPending ? null : <X aria-hidden="true" />}
              Decline
            </Button>
            <Button
              disabled={busy && !accept.isPending}
              loading={accept.isPending || accept.isSuccess}
              onClick={onAccept}
            >
              {accept.isPending || accept.isSuccess ? null : <Check aria-hidden="true" />}
              Accept and join
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

function InvitationSkeleton() {
  return (
    <Card role="status" aria-label="Loading the invitation">
      <CardHeader className="justify-items-center">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-7 w-56 max-w-full" />
      </CardHeader>
      <CardContent>
        <Skeleton className="h-32 w-full rounded-lg" />
      </CardContent>
      <CardFooter className="justify-end">
        <Skeleton className="h-9 w-24" />
        <Skeleton className="h-9 w-36" />
      </CardFooter>
    </Card>
  );
}
