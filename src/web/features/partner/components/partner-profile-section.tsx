import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { partnerProfileInputSchema, type PartnerProfile } from '../../../../shared/contracts/partner-api';
import { ShownOnceSecret } from '../../../components/shown-once-secret';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { SaveChangesFooter } from '../../../components/ui/save-changes-footer';
import { Skeleton } from '../../../components/ui/skeleton';
import { showFormError, toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useMayManagePartner } from '../../partner-api/components/partner-plan-gate';
import { useCreateWebhookSecret, usePartnerProfile, useSavePartnerProfile } from '../api/profile';
import { PartnerEventsSection } from './partner-events-section';

type FormValues = z.input<typeof partnerProfileInputSchema>;
type FormOutput = z.output<typeof partnerProfileInputSchema>;
const FIELDS = [
  'companyName',
  'contactEmail',
  'websiteUrl',
  'webhookUrl',
  'branding.companyName',
  'branding.logoUrl',
  'branding.primaryColor',
] as const;

const valuesOf = (p: PartnerProfile): FormValues => ({
  companyName: p.companyName,
  contactEmail: p.contactEmail,
  websiteUrl: p.websiteUrl ?? '',
  webhookUrl: p.webhookUrl ?? '',
  branding: {
    companyName: p.branding.companyName ?? '',
    logoUrl: p.branding.logoUrl ?? '',
    primaryColor: p.branding.primaryColor ?? '',
  },
});

/** An empty colour field means no colour (the schema wants #rrggbb or nothing). */
const withoutEmptyColour = (values: FormValues): FormValues => {
  const { primaryColor, ...branding } = values.branding ?? {};
  return { ...values, branding: primaryColor ? { ...branding, primaryColor } : branding };
};

function ProfileForm({ profile, manage }: { profile: PartnerProfile; manage: boolean }) {
  const save = useSavePartnerProfile();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: (values, context, options) =>
      zodResolver(partnerProfileInputSchema)(withoutEmptyColour(values), context, options),
    values: valuesOf(profile),
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: 'Partner profile saved', description: `${input.companyName} was saved.` }),
      onError: (error) =>
        showFormError(
          error,
          form.setError,
          FIELDS,
          "Couldn't save the profile",
          'An error occurred while saving the profile.',
        ),
    }),
  );
  return (
    <Card>
      <form noValidate aria-label="Partner profile" onSubmit={(event) => void onSubmit(event)}>
        <CardHeader>
          <CardTitle>Partner profile</CardTitle>
          <CardDescription>
            Who you are as an agency partner, and how your clients' pages show your brand.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled={!manage} className="grid gap-5 sm:grid-cols-2">
            <FormField label="Company" error={errors.companyName?.message}>
              {(control) => <Input {...control} {...form.register('companyName')} maxLength={255} />}
            </FormField>
            <FormField label="Contact e-mail" error={errors.contactEmail?.message}>
              {(control) => <Input {...control} {...form.register('contactEmail')} type="email" maxLength={255} />}
            </FormField>
            <FormField label="Website" optional error={errors.websiteUrl?.message}>
              {(control) => (
                <Input {...control} {...form.register('websiteUrl')} type="url" placeholder="https://agency.example" />
              )}
            </FormField>
            <FormField
              label="Brand name"
              optional
              error={errors.branding?.companyName?.message}
              hint="With a brand name or a logo, your public status pages say 'Powered by' your brand (linked to your website) instead of Sitewarden."
            >
              {(control) => <Input {...control} {...form.register('branding.companyName')} maxLength={255} />}
            </FormField>
            <FormField
              label="Logo address"
              optional
              error={errors.branding?.logoUrl?.message}
              hint="Shown beside your brand name in your status pages' footer."
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('branding.logoUrl')}
                  type="url"
                  placeholder="https://agency.example/logo.svg"
                />
              )}
            </FormField>
            <FormField
              label="Primary colour"
              optional
              error={errors.branding?.primaryColor?.message}
              hint="#rrggbb, for example #059669: links and buttons of your status pages that set no colour of their own."
            >
              {(control) => (
                <Input {...control} {...form.register('branding.primaryColor')} placeholder="#059669" maxLength={7} />
              )}
            </FormField>
            <FormField
              label="Webhook address"
              optional
              className="sm:col-span-2"
              error={errors.webhookUrl?.message}
              hint="Where partner events are sent: your clients' domains and monitors going down and up, and their status page incidents opening and resolving (see Partner events below)."
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('webhookUrl')}
                  type="url"
                  placeholder="https://agency.example/hooks/sitewarden"
                />
              )}
            </FormField>
          </fieldset>
        </CardContent>
        {manage ? <SaveChangesFooter dirty={isDirty} pending={save.isPending} onDiscard={() => form.reset()} /> : null}
      </form>
    </Card>
  );
}

function WebhookSecretCard({ profile, manage }: { profile: PartnerProfile; manage: boolean }) {
  const create = useCreateWebhookSecret();
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const make = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        setSecret(answer.secret);
      },
      onError: (error) => toastActionError(error, "Couldn't make a secret", 'Failed to make a signing secret'),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhook signing secret</CardTitle>
        <CardDescription>
          {profile.webhookSecretSet
            ? 'A secret is set. It is kept encrypted and shown only once, when made; make a new one if it was lost.'
            : 'No secret yet. Make one to keep with your webhook receiver; it is shown once. Partner events are sent once a secret signs them.'}
        </CardDescription>
      </CardHeader>
      {manage ? (
        <CardContent>
          <Button
            variant="outline"
            loading={create.isPending}
            onClick={() => (profile.webhookSecretSet ? setConfirming(true) : make())}
          >
            {profile.webhookSecretSet ? 'Make a new signing secret' : 'Generate signing secret'}
          </Button>
        </CardContent>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace the signing secret?"
        description="The current secret stops being valid at once."
        confirmLabel="Make a new secret"
        pending={create.isPending}
        onConfirm={make}
      />
      {secret ? (
        <FormDialog
          title="Webhook signing secret"
          description="Keep it with your webhook receiver."
          pending={false}
          onClose={() => setSecret(null)}
        >
          <ShownOnceSecret
            secret={secret}
            label="Signing secret"
            warning="This is the only time the secret is shown. Copy it now."
            onDone={() => setSecret(null)}
          />
        </FormDialog>
      ) : null}
    </Card>
  );
}

/** The profile form and the webhook secret; owners and admins edit, other roles read. */
export function PartnerProfileSection() {
  const query = usePartnerProfile();
  const manage = useMayManagePartner();
  if (!query.data) {
    return query.isError ? (
      <LoadError
        title="Couldn't load the partner profile"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Skeleton className="h-64" aria-label="Loading the partner profile" />
    );
  }
  return (
    <section aria-label="Partner profile" className="grid gap-4">
      {manage ? null : (
        <p className="text-sm text-fg-muted">Only the workspace owner and admins can change the partner profile.</p>
      )}
      <ProfileForm profile={query.data} manage={manage} />
      <WebhookSecretCard profile={query.data} manage={manage} />
      <PartnerEventsSection profile={query.data} manage={manage} />
    </section>
  );
}
