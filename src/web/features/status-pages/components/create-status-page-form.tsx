import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { STATUS_PAGE_AUTO_INCIDENTS_DEFAULT, STATUS_PAGE_SLUG_MAX } from '../../../../shared/constants/status-pages';
import type { CreateStatusPage } from '../../../../shared/contracts/status-pages';
import { slugFromName } from '../../../../shared/helpers/slug';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { showFormError } from '../../../lib/action-errors';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { AUTO_INCIDENTS_SWITCH_WORDS, PUBLIC_SWITCH_WORDS, SlugInput } from './page-fields';
import type { useCreateStatusPage } from '../api/create-status-page';
import { createResolver, type CreateValues } from '../lib/form-resolvers';
import { publicStatusPath } from '../lib/public-address';
import { StatusPageLimitNotice } from './status-page-limit-notice';

export interface CreateStatusPageFormProps {
  create: ReturnType<typeof useCreateStatusPage>;
  limit: number;
  onCancel: () => void;
}

/**
 * The create dialog's form (loaded on demand: it brings react-hook-form and zod). The address preview follows what
 * is typed: the slug, or the one the server will make from the name.
 */
export function CreateStatusPageForm({ create, limit, onCancel }: CreateStatusPageFormProps) {
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const form = useForm<CreateValues, unknown, CreateStatusPage>({
    resolver: createResolver,
    defaultValues: {
      name: '',
      slug: '',
      description: '',
      isPublic: true,
      password: '',
      autoIncidents: STATUS_PAGE_AUTO_INCIDENTS_DEFAULT,
    },
  });
  const { errors } = form.formState;
  const [name, slug, isPublic] = form.watch(['name', 'slug', 'isPublic']);
  const previewSlug = slug.trim().toLowerCase() || slugFromName(name, STATUS_PAGE_SLUG_MAX);

  const onSubmit = form.handleSubmit((input) => {
    create.mutate(input, {
      onSuccess: (page) => {
        toast({ title: 'Status page created', description: `Now choose what ${page.name} shows.` });
        void navigate(`/status-pages/${encodeURIComponent(page.id)}?tab=components`);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'PLAN_LIMIT_REACHED') {
          setRefused(error.message);
          return;
        }
        showFormError(
          error,
          form.setError,
          ['name', 'slug', 'description', 'password'],
          "Couldn't create the status page",
          'An error occurred while creating the status page.',
        );
      },
    });
  });

  if (refused !== null)
    return (
      <div className="grid gap-4">
        <StatusPageLimitNotice limit={limit} message={refused || undefined} />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );

  return (
    <DialogForm label="Create status page" onSubmit={onSubmit}>
      <FormField label="Name" error={errors.name?.message}>
        {(control) => (
          <Input {...control} {...form.register('name')} maxLength={100} autoComplete="off" placeholder="Acme status" />
        )}
      </FormField>
      <FormField
        label="Address"
        optional
        error={errors.slug?.message}
        hint={
          <>
            Visitors open{' '}
            <span className="font-mono break-all text-fg" data-testid="public-address-preview">
              {publicStatusPath(previewSlug || '…')}
            </span>
            . Empty: made from the name.
          </>
        }
      >
        {(control) => (
          <SlugInput
            {...control}
            {...form.register('slug')}
            placeholder={slugFromName(name, STATUS_PAGE_SLUG_MAX) || 'acme'}
          />
        )}
      </FormField>
      <FormSwitchField control={form.control} name="isPublic" {...PUBLIC_SWITCH_WORDS} />
      {isPublic ? null : (
        <FormField
          label="Password for visitors"
          optional
          error={errors.password?.message}
          hint="Empty: only members of this workspace see the page."
        >
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
        </FormField>
      )}
      <FormSwitchField control={form.control} name="autoIncidents" {...AUTO_INCIDENTS_SWITCH_WORDS} />
      <DialogFormActions
        pending={create.isPending}
        submitLabel={create.isPending ? 'Creating…' : 'Create status page'}
        onCancel={onCancel}
      />
    </DialogForm>
  );
}
