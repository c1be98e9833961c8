import { z } from 'zod';
import { alertSeveritySchema, alertTypeSchema } from '../../../../shared/contracts/alerts';
import {
  createSlackIntegrationSchema,
  createWebhookIntegrationSchema,
  isHttpUrl,
  notificationMessages,
  type SlackIntegration,
  type WebhookIntegration,
} from '../../../../shared/contracts/notification-settings';

export const domainFilterEmpty = 'Choose at least one domain, or all domains';

/** The stored URL is never shown again (it carries a token): when editing, blank keeps it. */
const urlOnEdit = z
  .string()
  .trim()
  .refine((v) => v === '' || isHttpUrl(v), notificationMessages.invalidWebhookUrl);

const alertTypes = z.array(alertTypeSchema).min(1, notificationMessages.alertTypesEmpty);

/** The Slack dialog (SPEC §5 messages through the shared schema), turned into the POST or PATCH body. */
export function slackFormSchema(editing: boolean) {
  return z
    .object({
      channelName: createSlackIntegrationSchema.shape.channelName,
      webhookUrl: editing ? urlOnEdit : createSlackIntegrationSchema.shape.webhookUrl,
      workspaceName: z.string(),
      alertTypes,
      severityFilter: z.array(alertSeveritySchema).min(1, notificationMessages.severityFilterEmpty),
      allDomains: z.boolean(),
      domainFilter: z.array(z.string()),
    })
    .superRefine((v, ctx) => {
      if (!v.allDomains && v.domainFilter.length === 0)
        ctx.addIssue({ code: 'custom', path: ['domainFilter'], message: domainFilterEmpty });
      if (v.workspaceName.trim().length > 255)
        ctx.addIssue({ code: 'custom', path: ['workspaceName'], message: notificationMessages.workspaceNameTooLong });
    })
    .transform((v) => ({
      channelName: v.channelName,
      ...(v.webhookUrl ? { webhookUrl: v.webhookUrl } : {}),
      workspaceName: v.workspaceName.trim() || null,
      alertTypes: v.alertTypes,
      severityFilter: v.severityFilter,
      domainFilter: v.allDomains ? null : v.domainFilter,
    }));
}
export type SlackFormValues = z.input<ReturnType<typeof slackFormSchema>>;
export type SlackFormOutput = z.output<ReturnType<typeof slackFormSchema>>;

export function slackValues(row: SlackIntegration | null): SlackFormValues {
  return {
    channelName: row?.channelName ?? '',
    webhookUrl: '',
    workspaceName: row?.workspaceName ?? '',
    alertTypes: row?.alertTypes ?? [...alertTypeSchema.options],
    severityFilter: row?.severityFilter ?? [...alertSeveritySchema.options],
    allDomains: !row?.domainFilter?.length,
    domainFilter: row?.domainFilter ?? [],
  };
}

/** The webhook dialog, turned into the POST or PATCH body. */
export function webhookFormSchema(editing: boolean) {
  return z
    .object({
      name: z.string().trim().max(100, notificationMessages.webhookNameTooLong),
      url: editing ? urlOnEdit : createWebhookIntegrationSchema.shape.url,
      alertTypes,
    })
    .transform((v) => ({ name: v.name || null, ...(v.url ? { url: v.url } : {}), alertTypes: v.alertTypes }));
}
export type WebhookFormValues = z.input<ReturnType<typeof webhookFormSchema>>;
export type WebhookFormOutput = z.output<ReturnType<typeof webhookFormSchema>>;

export function webhookValues(row: WebhookIntegration | null): WebhookFormValues {
  return { name: row?.name ?? '', url: '', alertTypes: row?.alertTypes ?? [...alertTypeSchema.options] };
}
