/** The fields of each monitor type (part of the lazily loaded monitor form). */
import { Plus, X } from 'lucide-react';
import { useFieldArray, type FieldError, type UseFormReturn } from 'react-hook-form';
import {
  DNS_ASSERTION_RECORD_TYPES,
  HTTP_METHODS,
  JSON_ASSERTION_OPERATORS,
  STARTTLS_LABELS,
  STARTTLS_PORTS,
  STARTTLS_PROTOCOLS,
  type MonitorType,
} from '../../../../shared/constants/monitors';
import type { CreateMonitorInput } from '../../../../shared/contracts/monitors';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError as FieldErrorText } from '../../../components/ui/field-error';
import { FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { PasswordInput } from '../../../components/ui/password-input';
import { Textarea } from '../../../components/ui/textarea';
import { monitorTarget } from '../lib/monitor-display';
import type { MonitorFormValues } from '../lib/monitor-form';

export type MonitorFormApi = UseFormReturn<MonitorFormValues, unknown, CreateMonitorInput>;

const SECRET_SET = 'Set — leave empty to keep it';

const OPERATOR_LABELS: Record<(typeof JSON_ASSERTION_OPERATORS)[number], string> = {
  equals: 'equals',
  'not-equals': 'does not equal',
  contains: 'contains',
  'less-than': 'is less than',
  'greater-than': 'is greater than',
  exists: 'exists',
};

function Fieldset({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-line px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-medium text-fg">{legend}</legend>
      {children}
    </fieldset>
  );
}

function HeaderRows({ form }: { form: MonitorFormApi }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'settings.headers' });
  const errors = form.formState.errors.settings?.headers;
  const headers = form.watch('settings.headers');
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-fg">
        Headers <span className="font-normal text-fg-muted">(optional)</span>
      </p>
      {fields.map((field, index) => {
        const row = headers[index];
        const rowErrors = errors?.[index];
        return (
          <div
            key={field.id}
            role="group"
            aria-label={`Header ${index + 1}`}
            className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <FormField label="Header name" error={rowErrors?.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register(`settings.headers.${index}.name`)}
                  placeholder="X-Api-Key"
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </FormField>
            <FormField
              label="Value"
              error={rowErrors?.value?.message}
              hint={row?.secret && row.stored ? SECRET_SET : undefined}
            >
              {(control) =>
                row?.secret ? (
                  <PasswordInput
                    {...control}
                    {...form.register(`settings.headers.${index}.value`)}
                    autoComplete="off"
                  />
                ) : (
                  <Input
                    {...control}
                    {...form.register(`settings.headers.${index}.value`)}
                    autoComplete="off"
                    spellCheck={false}
                  />
                )
              }
            </FormField>
            <div className="flex items-center gap-3 sm:pt-7">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${field.id}-secret`}
                  checked={row?.secret ?? false}
                  onCheckedChange={(checked) => form.setValue(`settings.headers.${index}.secret`, checked === true)}
                />
                <Label htmlFor={`${field.id}-secret`} className="font-normal">
                  Secret
                </Label>
              </div>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove header ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </div>
        );
      })}
      <FieldErrorText message={(errors as FieldError | undefined)?.message} />
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => append({ name: '', value: '', secret: false, stored: false })}
        >
          <Plus aria-hidden="true" />
          Add header
        </Button>
      </div>
      <p className="text-sm text-fg-muted">
        Secret values (an API key, say) are stored encrypted and never shown again.
      </p>
    </div>
  );
}

function AuthFields({ form }: { form: MonitorFormApi }) {
  const kind = form.watch('settings.auth.kind');
  const auth = form.watch('settings.auth');
  const errors = form.formState.errors.settings?.auth;
  return (
    <div className="grid gap-4">
      <FormField label="Authentication" error={errors?.kind?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('settings.auth.kind')}>
            <option value="none">None</option>
            <option value="basic">Basic (user name and password)</option>
            <option value="bearer">Bearer token</option>
          </NativeSelect>
        )}
      </FormField>
      {kind === 'basic' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="User name" error={errors?.username?.message}>
            {(control) => (
              <Input {...control} {...form.register('settings.auth.username')} autoComplete="off" spellCheck={false} />
            )}
          </FormField>
          <FormField
            label="Password"
            optional={!auth.passwordSet}
            error={errors?.password?.message}
            hint={auth.passwordSet ? SECRET_SET : undefined}
          >
            {(control) => (
              <PasswordInput {...control} {...form.register('settings.auth.password')} autoComplete="new-password" />
            )}
          </FormField>
        </div>
      ) : null}
      {kind === 'bearer' ? (
        <FormField
          label="Token"
          error={errors?.token?.message}
          hint={auth.tokenSet ? SECRET_SET : 'Sent as Authorization: Bearer …, stored encrypted.'}
        >
          {(control) => <PasswordInput {...control} {...form.register('settings.auth.token')} autoComplete="off" />}
        </FormField>
      ) : null}
    </div>
  );
}

/** URL, method, expected codes, redirects, timeout, headers, body and authentication: what every HTTP type sends. */
function HttpRequestFields({ form, domainName }: { form: MonitorFormApi; domainName: string }) {
  const errors = form.formState.errors.settings;
  const method = form.watch('settings.method');
  const target = monitorTarget(domainName);
  return (
    <Fieldset legend="Request">
      <FormField label="URL" error={errors?.url?.message} hint={`On ${target.words}, any port.`}>
        {(control) => (
          <Input
            {...control}
            {...form.register('settings.url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={target.subdomains ? `https://api.${target.host}/health` : `http://${domainName}/health`}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Method" error={errors?.method?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('settings.method')}>
              {HTTP_METHODS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Timeout (seconds)" optional error={errors?.timeoutSeconds?.message} hint="Empty: 30 seconds.">
          {(control) => (
            <Input {...control} {...form.register('settings.timeoutSeconds')} inputMode="numeric" placeholder="30" />
          )}
        </FormField>
      </div>
      <FormField
        label="Expected status codes"
        error={errors?.expectedStatus?.message}
        hint="Codes or ranges, separated by commas: 200-299, 301."
      >
        {(control) => (
          <Input {...control} {...form.register('settings.expectedStatus')} autoComplete="off" spellCheck={false} />
        )}
      </FormField>
      <FormSwitchField
        control={form.control}
        name="settings.followRedirects"
        label="Follow redirects"
        description="Off: a redirect is the answer checked."
      />
      {method === 'GET' || method === 'HEAD' ? null : (
        <FormField label="Body" optional error={errors?.body?.message}>
          {(control) => (
            <Textarea
              {...control}
              {...form.register('settings.body')}
              rows={3}
              spellCheck={false}
              className="font-mono text-xs"
            />
          )}
        </FormField>
      )}
      <HeaderRows form={form} />
      <AuthFields form={form} />
    </Fieldset>
  );
}

function KeywordFields({ form }: { form: MonitorFormApi }) {
  const errors = form.formState.errors.settings;
  return (
    <Fieldset legend="Keyword">
      <FormField label="Keyword" error={errors?.keyword?.message}>
        {(control) => (
          <Input {...control} {...form.register('settings.keyword')} autoComplete="off" placeholder="Add to cart" />
        )}
      </FormField>
      <FormField label="The page must" error={errors?.mode?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('settings.mode')}>
            <option value="present">contain it</option>
            <option value="absent">not contain it (an error message, say)</option>
          </NativeSelect>
        )}
      </FormField>
      <FormSwitchField
        control={form.control}
        name="settings.caseSensitive"
        label="Match case"
        description="Off: 'Error' also matches 'error'."
      />
    </Fieldset>
  );
}

function JsonFields({ form }: { form: MonitorFormApi }) {
  const errors = form.formState.errors.settings;
  const operator = form.watch('settings.operator');
  return (
    <Fieldset legend="JSON assertion">
      <FormField label="JSON path" error={errors?.path?.message} hint="$.status or data.items[0].id">
        {(control) => (
          <Input
            {...control}
            {...form.register('settings.path')}
            autoComplete="off"
            spellCheck={false}
            placeholder="$.status"
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="The value" error={errors?.operator?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('settings.operator')}>
              {JSON_ASSERTION_OPERATORS.map((o) => (
                <option key={o} value={o}>
                  {OPERATOR_LABELS[o]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {operator === 'exists' ? null : (
          <FormField label="Expected value" error={errors?.expected?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('settings.expected')}
                autoComplete="off"
                spellCheck={false}
                placeholder="ok"
              />
            )}
          </FormField>
        )}
      </div>
    </Fieldset>
  );
}

function TcpFields({ form, domainName }: { form: MonitorFormApi; domainName: string }) {
  const errors = form.formState.errors.settings;
  const target = monitorTarget(domainName);
  return (
    <Fieldset legend="Port">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label="Host" error={errors?.host?.message} hint={`${target.words}; the port goes in its own field.`}>
          {(control) => (
            <Input
              {...control}
              {...form.register('settings.host')}
              autoComplete="off"
              spellCheck={false}
              placeholder={target.subdomains ? `mail.${target.host}` : target.host}
            />
          )}
        </FormField>
        <FormField label="Port" error={errors?.port?.message}>
          {(control) => (
            <Input {...control} {...form.register('settings.port')} inputMode="numeric" placeholder="587" />
          )}
        </FormField>
      </div>
      <FormField label="Timeout (seconds)" optional error={errors?.timeoutSeconds?.message} hint="Empty: 10 seconds.">
        {(control) => (
          <Input {...control} {...form.register('settings.timeoutSeconds')} inputMode="numeric" placeholder="10" />
        )}
      </FormField>
      <FormSwitchField
        control={form.control}
        name="settings.tls"
        label="TLS"
        description="Speak TLS after connecting and check the certificate (trust, host name, days left)."
      />
      <StartTlsField form={form} />
    </Fieldset>
  );
}

/** STARTTLS on a mail server's plain port: by port (25, 587, 143, 110) or a chosen protocol. */
function StartTlsField({ form }: { form: MonitorFormApi }) {
  const error = form.formState.errors.settings?.starttls?.message;
  const port = Number(form.watch('settings.port'));
  const byPort = Number.isInteger(port) ? STARTTLS_PORTS[port] : undefined;
  return (
    <FormField
      label="STARTTLS"
      error={error}
      hint="Upgrade a mail server's plain connection to TLS and check its certificate (not with TLS above)."
    >
      {(control) => (
        <NativeSelect {...control} {...form.register('settings.starttls')}>
          <option value="off">Off</option>
          <option value="auto">
            {byPort ? `By port: ${STARTTLS_LABELS[byPort]}` : 'By port (25, 587 SMTP; 143 IMAP; 110 POP3)'}
          </option>
          {STARTTLS_PROTOCOLS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {STARTTLS_LABELS[protocol]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

function HeartbeatFields({ form }: { form: MonitorFormApi }) {
  const errors = form.formState.errors.settings;
  return (
    <Fieldset legend="Heartbeat">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Expected every (minutes)" error={errors?.periodMinutes?.message} hint="1440 is a day.">
          {(control) => <Input {...control} {...form.register('settings.periodMinutes')} inputMode="numeric" />}
        </FormField>
        <FormField label="Grace time (minutes)" error={errors?.graceMinutes?.message} hint="How late a call may be.">
          {(control) => <Input {...control} {...form.register('settings.graceMinutes')} inputMode="numeric" />}
        </FormField>
      </div>
      <p className="text-sm text-fg-muted">The job calls a secret push URL, shown once the monitor is added.</p>
    </Fieldset>
  );
}

function DnsRecordFields({ form, domainName }: { form: MonitorFormApi; domainName: string }) {
  const errors = form.formState.errors.settings;
  return (
    <Fieldset legend="DNS record">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField
          label="Host"
          error={errors?.host?.message}
          hint={`${monitorTarget(domainName).words}, without a port.`}
        >
          {(control) => (
            <Input {...control} {...form.register('settings.host')} autoComplete="off" spellCheck={false} />
          )}
        </FormField>
        <FormField label="Record type" error={errors?.recordType?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('settings.recordType')}>
              {DNS_ASSERTION_RECORD_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Expected values" error={errors?.expectedValues?.message} hint="One value per line.">
        {(control) => (
          <Textarea
            {...control}
            {...form.register('settings.expectedValues')}
            rows={3}
            spellCheck={false}
            className="font-mono text-xs"
          />
        )}
      </FormField>
      <FormField label="Match" error={errors?.match?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('settings.match')}>
            <option value="exact">Exactly these values</option>
            <option value="includes">Includes these values (others may exist)</option>
          </NativeSelect>
        )}
      </FormField>
    </Fieldset>
  );
}

/** The fields of one type; the HTTP types share the request's. */
export function MonitorTypeFields({
  type,
  form,
  domainName,
}: {
  type: MonitorType;
  form: MonitorFormApi;
  domainName: string;
}) {
  switch (type) {
    case 'endpoint':
      return <HttpRequestFields form={form} domainName={domainName} />;
    case 'keyword':
      return (
        <>
          <HttpRequestFields form={form} domainName={domainName} />
          <KeywordFields form={form} />
        </>
      );
    case 'json':
      return (
        <>
          <HttpRequestFields form={form} domainName={domainName} />
          <JsonFields form={form} />
        </>
      );
    case 'tcp':
      return <TcpFields form={form} domainName={domainName} />;
    case 'heartbeat':
      return <HeartbeatFields form={form} />;
    case 'dns-record':
      return <DnsRecordFields form={form} domainName={domainName} />;
  }
}
