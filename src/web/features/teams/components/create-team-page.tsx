import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PLANS } from '../../../../shared/constants/plans';
import {
  createTeamSchema,
  TEAM_DESCRIPTION_MAX,
  TEAM_NAME_MAX,
  TEAM_SLUG_MAX,
} from '../../../../shared/contracts/teams';
import { formatLimit } from '../../../../shared/helpers/plan-display';
import { DemoGuard } from '../../../components/demo-guard';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessageOr, showServerFieldErrors } from '../../../lib/action-errors';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { TEAMS_PATH, useCreateTeam } from '../api/create-team';
import { cleanSlugInput, slugFromName } from '../lib/slug';

type CreateTeamFormValues = z.input<typeof createTeamSchema>;
type CreateTeamOutput = z.output<typeof createTeamSchema>;

/** /teams/new: name (2-100), slug (from the name until edited), description. The new team becomes current. */
export function CreateTeamPage() {
  useDocumentTitle('Create team');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const createTeam = useCreateTeam();
  const plan = PLANS[user.subscriptionTier];
  // The slug follows the name until someone edits it by hand.
  const [slugEdited, setSlugEdited] = useState(false);
  const form = useForm<CreateTeamFormValues, unknown, CreateTeamOutput>({
    resolver: zodResolver(createTeamSchema),
    defaultValues: { name: '', slug: '', description: '' },
  });
  const { errors } = form.formState;
  const slug = form.watch('slug');

  const onSubmit = form.handleSubmit((input) => {
    createTeam.mutate(input, {
      onSuccess: (team) => {
        toast({ title: 'Team created', description: `${team.name} is now your current workspace.` });
        const tab = plan.maxTeamMembers > 1 ? '?tab=invitations' : '';
        void navigate(`/teams/${team.slug}/settings${tab}`);
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, ['name', 'slug', 'description'])) {
          toast({
            title: "Couldn't create the team",
            description: serverMessageOr(error, 'An error occurred while creating the team.'),
            variant: 'destructive',
          });
        }
      },
    });
  });

  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugFromName(event.target.value), { shouldValidate: false });
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      const cleaned = cleanSlugInput(event.target.value);
      if (cleaned !== event.target.value) form.setValue('slug', cleaned);
      setSlugEdited(cleaned !== '');
    },
  });

  return (
    <div className="mx-auto w-full max-w-2xl">
      <Card>
        <form noValidate aria-label="Create team" onSubmit={(event) => void onSubmit(event)}>
          <CardHeader>
            <CardTitle>Create a team</CardTitle>
            <CardDescription>
              A team is a shared workspace: its domains, alerts and settings belong to the team. You will own it, and it
              becomes your current workspace. Your {plan.name} plan allows{' '}
              {plan.maxTeamMembers === 1
                ? '1 team member (you).'
                : `${formatLimit(plan.maxTeamMembers).toLowerCase()} team members, you included.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField label="Team name" error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...nameField}
                  autoComplete="organization"
                  maxLength={TEAM_NAME_MAX}
                  placeholder="Acme web team"
                />
              )}
            </FormField>
            <FormField
              label="Slug"
              error={errors.slug?.message}
              hint={
                <>
                  Used in the team's links: <span className="font-mono break-words">/teams/{slug || 'your-team'}</span>.
                  Lowercase letters, digits and hyphens; it can't be changed later.
                </>
              }
            >
              {(control) => (
                <Input
                  {...control}
                  {...slugField}
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={TEAM_SLUG_MAX}
                  placeholder="acme-web-team"
                  className="font-mono"
                />
              )}
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
          </CardContent>
          <CardFooter className="flex-col-reverse items-stretch justify-end sm:flex-row sm:items-center">
            <Button asChild variant="outline">
              <Link to="/teams">Cancel</Link>
            </Button>
            <DemoGuard method="POST" path={TEAMS_PATH}>
              {(disabled) => (
                <Button type="submit" disabled={disabled} loading={createTeam.isPending}>
                  Create team
                </Button>
              )}
            </DemoGuard>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}
