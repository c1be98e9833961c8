import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  updateTeamSchema,
  type TeamDetail,
} from '../../../../shared/contracts/teams';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SaveChangesFooter } from '../../../components/ui/save-changes-footer';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError, toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useDeleteTeam } from '../api/delete-team';
import { useUpdateTeam } from '../api/update-team';
import { formatDate } from '../lib/format';
import type { TeamCapabilities } from '../lib/team-roles';
import { forgetTeam } from '../lib/workspace-refresh';
import { ActionCard } from './action-card';

type FormValues = z.input<typeof updateTeamSchema>;
type FormOutput = z.output<typeof updateTeamSchema>;

export function GeneralTab({ team, caps }: { team: TeamDetail; caps: TeamCapabilities }) {
  return (
    <div className="grid gap-6">
      {caps.editSettings ? <TeamDetailsForm key={team.id} team={team} /> : <TeamDetailsReadOnly team={team} />}
      {caps.deleteTeam ? <DeleteTeamCard team={team} /> : null}
    </div>
  );
}

function TeamDetailsForm({ team }: { team: TeamDetail }) {
  const update = useUpdateTeam();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(updateTeamSchema),
    values: { name: team.name, description: team.description ?? '' },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(
      { slug: team.slug, ...input },
      {
        onSuccess: (updated) => {
          toast({ title: 'Team updated', description: `${updated.name} was saved.` });
        },
        onError: (error) => {
          showFormError(
            error,
            form.setError,
            ['name', 'description'],
            "Couldn't save the team",
            'An error occurred while saving the team.',
          );
        },
      },
    );
  });

  return (
    <Card>
      <form noValidate aria-label="Team details" onSubmit={(event) => void onSubmit(event)}>
        <CardHeader>
          <CardTitle>Team details</CardTitle>
          <CardDescription>The name and description members see in the workspace switcher and here.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Team name" error={errors.name?.message}>
            {(control) => <Input {...control} {...form.register('name')} maxLength={TEAM_NAME_MAX} />}
          </FormField>
          <FormField label="Description" optional error={errors.description?.message}>
            {(control) => (
              <Textarea
                {...control}
                {...form.register('description')}
                rows={3}
                maxLength={TEAM_DESCRIPTION_MAX}
                placeholder="What the team looks after"
              />
            )}
          </FormField>
          <SlugAndCreated team={team} />
        </CardContent>
        <SaveChangesFooter dirty={isDirty} pending={update.isPending} onDiscard={() => form.reset()} />
      </form>
    </Card>
  );
}

function SlugAndCreated({ team }: { team: TeamDetail }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="grid gap-0.5">
        <dt className="text-fg-muted">Slug</dt>
        <dd className="font-mono break-words text-fg">{team.slug}</dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-fg-muted">Created</dt>
        <dd className="text-fg">{formatDate(team.createdAt)}</dd>
      </div>
    </dl>
  );
}

function TeamDetailsReadOnly({ team }: { team: TeamDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team details</CardTitle>
        <CardDescription>Only the team's owner and admins can change these.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-fg-muted">Team name</dt>
            <dd className="font-medium break-words text-fg">{team.name}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-fg-muted">Description</dt>
            <dd className="break-words whitespace-pre-line text-fg">{team.description ?? 'No description'}</dd>
          </div>
        </dl>
        <SlugAndCreated team={team} />
      </CardContent>
    </Card>
  );
}

function DeleteTeamCard({ team }: { team: TeamDetail }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTeam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return (
    <ActionCard
      className="border-critical/30"
      title="Delete team"
      description="Deletes the team with its domains, monitoring history, alerts, members and invitations. This can't be undone."
      action={
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Delete team
        </Button>
      }
    >
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Are you sure?"
        description={
          <>
            <p>
              <strong className="text-fg">{team.name}</strong> will be deleted for all {team.memberCount}{' '}
              {team.memberCount === 1 ? 'member' : 'members'}, with its domains, monitoring history and alerts.
              Monitoring of its domains stops at once.
            </p>
            <Alert tone="critical">This can't be undone.</Alert>
          </>
        }
        confirmText={team.name}
        confirmLabel="Delete team"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(team.slug, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: 'Team deleted', description: `${team.name} was deleted.` });
              void (async () => {
                await navigate('/teams', { replace: true });
                await forgetTeam(queryClient, team.slug);
              })();
            },
            onError: (error) => toastActionError(error, "Couldn't delete the team", 'Failed to delete the team.'),
          })
        }
      />
    </ActionCard>
  );
}
