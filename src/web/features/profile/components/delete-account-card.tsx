import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { deleteAccountSchema, profileMessages, type Profile } from '../../../../shared/contracts/profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { showFormError } from '../../../lib/action-errors';
import { useDeleteAccount } from '../api/delete-account';

/** SPEC §3.2: the account goes with what it owns; a team owner must hand over or delete their teams first. */
export function DeleteAccountCard({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const blocked = profile.ownedTeams.length > 0;
  return (
    <Card className="border-critical/30">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deletes your account with your personal domains, their monitoring history and alerts, your alert settings and
          integrations. Domains you added to a team stay with the team. This can't be undone.
        </CardDescription>
      </CardHeader>
      {blocked ? (
        <CardContent>
          <Alert tone="warning" title={profileMessages.ownsTeams(profile.ownedTeams.map((t) => t.name))}>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {profile.ownedTeams.map((team) => (
                <li key={team.id}>
                  <Link
                    to={`/teams/${team.slug}/settings`}
                    className="font-medium text-accent-text underline-offset-4 hover:underline"
                  >
                    {team.name} settings
                  </Link>
                </li>
              ))}
            </ul>
          </Alert>
        </CardContent>
      ) : null}
      <CardFooter className="justify-end">
        <Button variant="destructive" disabled={blocked} onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </CardFooter>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          {open ? <DeleteAccountForm profile={profile} onCancel={() => setOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function confirmationSchema(profile: Profile) {
  return deleteAccountSchema.superRefine((input, ctx) => {
    if (input.email && input.email.toLowerCase() !== profile.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: profileMessages.deleteEmailMismatch });
    }
    if (profile.hasPassword && !input.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: profileMessages.currentPasswordRequired });
    }
  });
}

type FormValues = z.input<typeof deleteAccountSchema>;
type FormOutput = z.output<typeof deleteAccountSchema>;

function DeleteAccountForm({ profile, onCancel }: { profile: Profile; onCancel: () => void }) {
  const remove = useDeleteAccount();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(confirmationSchema(profile)),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    remove.mutate(profile.hasPassword ? input : { email: input.email }, {
      onError: (error) => {
        showFormError(
          error,
          form.setError,
          ['email', 'password'],
          "Couldn't delete the account",
          'An error occurred while deleting the account.',
        );
      },
    });
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Are you sure?</DialogTitle>
        <DialogDescription>
          Your account, your personal domains with their monitoring history and alerts, and your settings will be
          deleted. Monitoring of your personal domains stops at once.
        </DialogDescription>
      </DialogHeader>
      <Alert tone="critical">This can't be undone.</Alert>
      <form noValidate aria-label="Delete account" className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        <FormField
          label={
            <>
              Type <span className="font-semibold break-all">{profile.email}</span> to confirm
            </>
          }
          error={errors.email?.message}
        >
          {(control) => (
            <Input {...control} {...form.register('email')} autoComplete="off" spellCheck={false} inputMode="email" />
          )}
        </FormField>
        {profile.hasPassword ? (
          <FormField label="Current password" error={errors.password?.message}>
            {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
          </FormField>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={remove.isPending} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" loading={remove.isPending}>
            Delete account
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
