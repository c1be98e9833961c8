import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CONTACT_SUBJECTS, contactFieldsSchema } from '../../../../shared/contracts/contact';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { serverMessageOr, showServerFieldErrors } from '../../../lib/action-errors';
import { formTokenQueryOptions, useSendContactMessage } from '../api/contact';

/** The fields, and the honeypot. */
const formSchema = contactFieldsSchema.extend({ website: z.string() });

const FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const;
const SEND_FAILED = "We couldn't send your message. Please try again.";

/**
 * The contact form (SPEC §2.1). Spam checks without a third party: a honeypot field people never see, the server's
 * signed "form shown at" time (a form sent within seconds was not typed by a person), and a limit on links.
 */
export function ContactForm() {
  const honeypotId = useId();
  // Starts the clock of the minimum fill time as soon as the form shows.
  useQuery(formTokenQueryOptions);
  const send = useSendContactMessage();
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    // No subject until one is chosen: the select shows its prompt.
    defaultValues: {
      name: '',
      email: '',
      company: '',
      subject: '' as z.input<typeof formSchema>['subject'],
      message: '',
      website: '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ website, ...fields }) =>
    send.mutate({ fields, website }, { onError: (error) => void showServerFieldErrors(error, form.setError, FIELDS) }),
  );

  if (send.isSuccess) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-line bg-surface px-6 py-12 text-center shadow-xs">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-xl font-semibold text-fg">Message sent</h2>
        <p role="status" className="mt-2 max-w-md text-fg-muted">
          {send.data.message}
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            form.reset();
            send.reset();
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Contact Sitewarden"
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-5 rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-8"
    >
      {send.isError ? (
        <Alert tone="critical" role="alert" title="Your message was not sent">
          {serverMessageOr(send.error, SEND_FAILED)}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company" optional error={errors.company?.message}>
          {(control) => <Input {...control} {...form.register('company')} autoComplete="organization" />}
        </FormField>
        <FormField label="Subject" error={errors.subject?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('subject')}>
              <option value="" disabled>
                Choose a subject
              </option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint="The domains involved and what you expected help us answer in one go. Up to two links."
      >
        {(control) => <Textarea {...control} {...form.register('message')} rows={7} />}
      </FormField>
      {/* The honeypot: off screen and out of the tab order, so only form-filling robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Website (leave this empty)</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">We use your details only to answer you.</p>
        <Button type="submit" size="lg" loading={send.isPending}>
          Send message
        </Button>
      </div>
    </form>
  );
}
