import { z } from 'zod';
import { API_KEY_DEFAULT_RATE_LIMIT } from '../../../../shared/constants/partner-api';
import {
  apiKeyPermissionSchema,
  partnerApiMessages,
  type ApiKey,
  type CreateApiKeyInput,
} from '../../../../shared/contracts/partner-api';

/** What each level may do, as the create dialog and the table say it. */
export const PERMISSION_WORDS = {
  read: { label: 'Read', hint: 'Look at domains, monitors, checks, reports and alerts.' },
  write: { label: 'Write', hint: 'Read, and add or change domains, monitors, thresholds and alerts.' },
  admin: { label: 'Admin', hint: 'Write, and manage the workspace: partner domains and other settings.' },
} as const;

/** The dialog's fields as typed: the rate limit and expiry are text until sent. */
export const keyFormSchema = (ceiling: number) =>
  z.object({
    name: z.string().trim().min(1, partnerApiMessages.keyNameRequired).max(100, partnerApiMessages.keyNameTooLong),
    permission: apiKeyPermissionSchema,
    rateLimit: z.coerce
      .number({ error: partnerApiMessages.rateLimitInvalid })
      .int(partnerApiMessages.rateLimitInvalid)
      .min(1, partnerApiMessages.rateLimitInvalid)
      .max(ceiling, `Your plan allows at most ${ceiling.toLocaleString('en-US')} requests per hour per key`),
    /** yyyy-mm-dd, or empty for a key that never expires. */
    expiresOn: z.string(),
  });
export type KeyFormValues = z.input<ReturnType<typeof keyFormSchema>>;
export type KeyFormOutput = z.output<ReturnType<typeof keyFormSchema>>;
export const KEY_FORM_FIELDS = ['name', 'permission', 'rateLimit', 'expiresOn'] as const;

export const keyFormValues = (key: ApiKey | null): KeyFormValues => ({
  name: key?.name ?? '',
  permission: key?.permission ?? 'read',
  rateLimit: String(key?.rateLimit ?? API_KEY_DEFAULT_RATE_LIMIT),
  expiresOn: key?.expiresAt ? key.expiresAt.slice(0, 10) : '',
});

/** A date means the end of that day, UTC: the key works all of its last day. */
export const keyInput = (values: KeyFormOutput): CreateApiKeyInput => ({
  name: values.name,
  permission: values.permission,
  rateLimit: values.rateLimit,
  expiresAt: values.expiresOn ? `${values.expiresOn}T23:59:59Z` : null,
});
