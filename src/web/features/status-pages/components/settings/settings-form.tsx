import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  STATUS_PAGE_CSS_MAX,
  STATUS_PAGE_HISTORY_DAYS_MAX,
  STATUS_PAGE_HISTORY_DAYS_MIN,
  STATUS_PAGE_LIMITS,
  type StatusPageThemeMode,
} from '../../../../../shared/constants/status-pages';
import type { StatusPage, UpdateStatusPage } from '../../../../../shared/contracts/status-pages';
import { GuardedButton } from '../../../../components/guarded-button';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Checkbox } from '../../../../components/ui/checkbox';
import { FormSwitchField } from '../../../../components/ui/form-controls';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { PasswordInput } from '../../../../components/ui/password-input';
import { SegmentedControl } from '../../../../components/ui/segmented-control';
import { Textarea } from '../../../../components/ui/textarea';
import { showFormError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useCurrentWorkspace } from '../../../../lib/workspace';
import { statusPagePath } from '../../api/keys';
import { useUpdateStatusPage } from '../../api/update-status-page';
import { settingsResolver } from '../../lib/form-resolvers';
import { pointerRecord } from '../../../../../shared/helpers/dns-pointer';
import { installationHost, installationPort, publicStatusPath } from '../../lib/public-address';
import { SETTINGS_FIELDS, settingsValues, type SettingsValues } from '../../lib/settings-values';
import { AUTO_INCIDENTS_SWITCH_WORDS, PUBLIC_SWITCH_WORDS, SlugInput } from '../page-fields';
import { CustomDomainStatus } from './custom-domain-status';

type Form = ReturnType<typeof useForm<SettingsValues, unknown, UpdateStatusPage>>;

const MODES: readonly { value: StatusPageThemeMode; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const COLOURS = [
  ['theme.primaryColor', 'Primary colour', 'Links and buttons', '#059669'],
  ['theme.backgroundColor', 'Background colour', 'Behind everything', '#ffffff'],
  ['theme.textColor', 'Text colour', 'Headings and text', '#0f172a'],
] as const;

function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-5 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <legend className="mb-1 text-sm font-semibold text-fg">{title}</legend>
      {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      {children}
    </fieldset>
  );
}

function PageFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const slug = form.watch('slug');
  return (
    <Section title="Page">
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} maxLength={100} autoComplete="off" />}
      </FormField>
      <FormField
        label="Address"
        error={errors.slug?.message}
        hint={
          <>
            Visitors open <span className="font-mono break-all text-fg">{publicStatusPath(slug.trim() || '…')}</span>. A
            new address breaks links to the old one.
          </>
        }
      >
        {(control) => <SlugInput {...control} {...form.register('slug')} />}
      </FormField>
      <FormField label="Description" optional error={errors.description?.message}>
        {(control) => <Textarea {...control} {...form.register('description')} rows={3} maxLength={1000} />}
      </FormField>
    </Section>
  );
}

function VisibilityFields({ form, page }: { form: Form; page: StatusPage }) {
  const { errors } = form.formState;
  const [isPublic, clearPassword] = form.watch(['isPublic', 'clearPassword']);
  return (
    <Section title="Visitors">
      <FormSwitchField control={form.control} name="isPublic" {...PUBLIC_SWITCH_WORDS} />
      {isPublic ? null : (
        <div className="grid gap-3 rounded-lg bg-muted p-4">
          <p className="text-sm text-fg">
            {page.hasPassword
              ? 'A password is set: visitors who type it see the page.'
              : 'No password: only members of this workspace see the page.'}
          </p>
          <FormField
            label={page.hasPassword ? 'New password' : 'Password'}
            optional
            error={errors.password?.message}
            hint={page.hasPassword ? 'Empty: the current password stays.' : 'At least 6 characters.'}
          >
            {(control) => (
              <PasswordInput
                {...control}
                {...form.register('password')}
                autoComplete="new-password"
                disabled={clearPassword}
              />
            )}
          </FormField>
          {page.hasPassword ? (
            <Controller
              control={form.control}
              name="clearPassword"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="status-page-clear-password"
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor="status-page-clear-password" className="font-normal">
                    Remove the password (members only)
                  </Label>
                </div>
              )}
            />
          ) : null}
        </div>
      )}
      <FormSwitchField
        control={form.control}
        name="allowSubscriptions"
        label="Allow subscriptions"
        description="Visitors may subscribe by e-mail to incident and maintenance updates."
      />
      <FormSwitchField control={form.control} name="autoIncidents" {...AUTO_INCIDENTS_SWITCH_WORDS} />
      <FormField
        label="History days"
        error={errors.showHistoryDays?.message}
        hint={`The uptime bars cover from ${STATUS_PAGE_HISTORY_DAYS_MIN} to ${STATUS_PAGE_HISTORY_DAYS_MAX} days.`}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('showHistoryDays', { valueAsNumber: true })}
            type="number"
            inputMode="numeric"
            min={STATUS_PAGE_HISTORY_DAYS_MIN}
            max={STATUS_PAGE_HISTORY_DAYS_MAX}
            className="sm:w-32"
          />
        )}
      </FormField>
    </Section>
  );
}

function ThemeFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const theme = form.watch('theme');
  const colourOf = {
    'theme.primaryColor': theme.primaryColor,
    'theme.backgroundColor': theme.backgroundColor,
    'theme.textColor': theme.textColor,
  };
  const errorOf = {
    'theme.primaryColor': errors.theme?.primaryColor?.message,
    'theme.backgroundColor': errors.theme?.backgroundColor?.message,
    'theme.textColor': errors.theme?.textColor?.message,
  };
  return (
    <Section title="Look" description="Empty colours use Sitewarden's own; the status colours never change.">
      <div className="grid gap-4 sm:grid-cols-3">
        {COLOURS.map(([name, label, hint, example]) => (
          <FormField key={name} label={label} optional error={errorOf[name]} hint={hint}>
            {(control) => (
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-8 shrink-0 rounded-md border border-line-strong"
                  style={/^#[0-9a-f]{6}$/i.test(colourOf[name]) ? { backgroundColor: colourOf[name] } : undefined}
                />
                <Input
                  {...control}
                  {...form.register(name)}
                  placeholder={example}
                  maxLength={7}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                />
              </div>
            )}
          </FormField>
        ))}
      </div>
      <div className="grid gap-1.5">
        <span aria-hidden="true" className="text-sm font-medium text-fg">
          Light or dark
        </span>
        <Controller
          control={form.control}
          name="theme.mode"
          render={({ field }) => (
            <SegmentedControl
              label="Light or dark"
              value={field.value}
              onValueChange={field.onChange}
              options={MODES}
              className="w-full sm:w-fit"
            />
          )}
        />
        <p className="text-sm text-fg-muted">System follows each visitor's own setting.</p>
      </div>
      <FormField
        label="Custom CSS"
        optional
        error={errors.customCss?.message}
        hint="Applied after the page's own styles. @import, url() to other sites and expression() are removed when saved."
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('customCss')}
            rows={6}
            maxLength={STATUS_PAGE_CSS_MAX}
            spellCheck={false}
            className="font-mono"
          />
        )}
      </FormField>
    </Section>
  );
}

function CustomDomainFields({ form, page }: { form: Form; page: StatusPage }) {
  const { errors } = form.formState;
  const plan = useCurrentWorkspace().data?.plan;
  const allowed = plan ? STATUS_PAGE_LIMITS[plan].customDomain : true;
  const typed = form.watch('customDomain').trim().toLowerCase();
  const pointer = pointerRecord(installationHost());
  const saved = page.customDomain ?? '';
  return (
    <Section title="Custom domain">
      <FormField
        label="Host name"
        optional
        error={errors.customDomain?.message}
        hint={
          allowed || page.customDomain ? (
            <>
              The page answers on the name once you prove it is yours with a DNS record (shown once saved). Point{' '}
              <span className="font-mono break-all text-fg">{typed || 'status.example.com'}</span> at{' '}
              <span className="font-mono break-all text-fg">{pointer.value}</span> with{' '}
              {pointer.type === 'CNAME' ? 'a CNAME' : `an ${pointer.type} record`}
              {installationPort()
                ? ` (DNS carries no port: your proxy on port 443 forwards to ${installationPort()})`
                : ''}
              ; your proxy terminates TLS and passes the Host header on.
            </>
          ) : (
            <>
              Your plan does not include custom domains.{' '}
              <Link to="/billing" className="font-medium text-accent-text underline-offset-4 hover:underline">
                Upgrade to use one
              </Link>
            </>
          )
        }
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('customDomain')}
            placeholder="status.example.com"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={!allowed && !page.customDomain}
          />
        )}
      </FormField>
      {saved && typed === saved ? (
        <CustomDomainStatus page={page} />
      ) : typed ? (
        <p className="text-sm text-fg-muted">Save to claim this name: the records that prove it appear then.</p>
      ) : null}
    </Section>
  );
}

/**
 * A page's settings (loaded on demand: react-hook-form and the shared schema). Viewers see the same fields, disabled,
 * without Save; the demo sees Save disabled with the reason. Everything typed stays through a refusal.
 */
export function SettingsForm({ page, readOnly }: { page: StatusPage; readOnly: boolean }) {
  const update = useUpdateStatusPage();
  const form: Form = useForm<SettingsValues, unknown, UpdateStatusPage>({
    resolver: settingsResolver,
    // what is typed is never overwritten by the page's refresh; a save starts again from what was saved
    defaultValues: settingsValues(page),
  });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(
      { id: page.id, input },
      {
        onSuccess: (saved) => {
          form.reset(settingsValues(saved));
          toast({ title: 'Status page saved', description: `${saved.name} was saved.` });
        },
        onError: (error) =>
          showFormError(
            error,
            form.setError,
            SETTINGS_FIELDS,
            "Couldn't save the status page",
            'An error occurred while saving the status page.',
          ),
      },
    );
  });

  return (
    <Card>
      <form noValidate aria-label="Status page settings" onSubmit={(event) => void onSubmit(event)}>
        <CardHeader>
          <CardTitle>Settings</CardTitle>
          <CardDescription>
            {readOnly ? 'Only members who edit this workspace can change these.' : 'What visitors see, and who may.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <fieldset disabled={readOnly} className="grid min-w-0 gap-6">
            <PageFields form={form} />
            <VisibilityFields form={form} page={page} />
            <ThemeFields form={form} />
            <CustomDomainFields form={form} page={page} />
          </fieldset>
        </CardContent>
        {readOnly ? null : (
          <CardFooter className="justify-end">
            <Button
              variant="ghost"
              disabled={!isDirty || update.isPending}
              onClick={() => form.reset(settingsValues(page))}
            >
              Discard changes
            </Button>
            <GuardedButton
              method="PATCH"
              path={statusPagePath(page.id)}
              type="submit"
              disabled={!isDirty}
              loading={update.isPending}
            >
              Save changes
            </GuardedButton>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
