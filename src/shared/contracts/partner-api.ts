import { z } from 'zod';
import { storedJsonObjectSchema } from './stored-json';
import { API_KEY_PERMISSIONS } from '../constants/partner-api';

/**
 * Issue 18: the session API behind /partner-api and /partner (keys, usage, partner profile, partner domains).
 * The key-authenticated /api/v1 has its own contracts (contracts/api-v1.ts).
 */
export const partnerApiMessages = {
  keyNameRequired: 'Key name is required',
  keyNameTooLong: 'Key name must be at most 100 characters',
  rateLimitInvalid: 'Rate limit must be a whole number of at least 1',
  expiryInPast: 'The expiry date must be in the future',
  companyRequired: 'Company name is required',
  contactEmailInvalid: 'Please enter a valid email address',
  urlInvalid: 'Enter a full address starting with https://',
  colorInvalid: 'Colours are written #rrggbb, for example #059669',
  externalIdTooLong: 'External id must be at most 255 characters',
} as const;

export const apiKeyPermissionSchema = z.enum(API_KEY_PERMISSIONS);

const keyName = z
  .string({ error: partnerApiMessages.keyNameRequired })
  .trim()
  .min(1, partnerApiMessages.keyNameRequired)
  .max(100, partnerApiMessages.keyNameTooLong);

export const createApiKeySchema = z.object({
  name: keyName,
  /** The key's level: write includes read, admin includes write. */
  permission: apiKeyPermissionSchema.default('read'),
  /** Requests per hour (decision 056); at most the plan's ceiling, checked by the server. Default 1000. */
  rateLimit: z
    .number({ error: partnerApiMessages.rateLimitInvalid })
    .int(partnerApiMessages.rateLimitInvalid)
    .min(1, partnerApiMessages.rateLimitInvalid)
    .optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const updateApiKeySchema = createApiKeySchema.partial();
export type UpdateApiKeyInput = z.input<typeof updateApiKeySchema>;

export const apiKeyStatusSchema = z.enum(['active', 'expired', 'revoked']);

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown once. */
  prefix: z.string(),
  permission: apiKeyPermissionSchema,
  rateLimit: z.number().int(),
  rateLimitWindowSeconds: z.number().int(),
  status: apiKeyStatusSchema,
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the only time the whole key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** The highest rate limit a key of this plan may have. */
  rateLimitCeiling: z.number().int(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const apiUsageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(30) });

export const apiUsageSchema = z.object({
  quota: z.object({
    /** Calls this calendar month (UTC) across the workspace's keys. */
    used: z.number().int(),
    limit: z.number().int(),
    /** First moment of next month, ISO. */
    resetsAt: z.string(),
  }),
  days: z.array(
    z.object({
      date: z.string(),
      requests: z.number().int(),
      errors: z.number().int(),
      avgResponseMs: z.number().nullable(),
    }),
  ),
  endpoints: z.array(
    z.object({
      method: z.string(),
      endpoint: z.string(),
      requests: z.number().int(),
      errors: z.number().int(),
      avgResponseMs: z.number().nullable(),
    }),
  ),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;

const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), partnerApiMessages.urlInvalid)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

export const partnerBrandingSchema = z.object({
  companyName: z.string().trim().max(255).optional(),
  logoUrl: optionalUrl,
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, partnerApiMessages.colorInvalid)
    .optional(),
});

export const partnerProfileInputSchema = z.object({
  companyName: z
    .string({ error: partnerApiMessages.companyRequired })
    .trim()
    .min(1, partnerApiMessages.companyRequired)
    .max(255),
  contactEmail: z
    .string()
    .trim()
    .max(255)
    .pipe(z.email({ error: partnerApiMessages.contactEmailInvalid })),
  websiteUrl: optionalUrl,
  branding: partnerBrandingSchema.default({}),
  webhookUrl: optionalUrl,
});
export type PartnerProfileInput = z.input<typeof partnerProfileInputSchema>;

export const partnerProfileSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  contactEmail: z.string(),
  websiteUrl: z.string().nullable(),
  branding: z.object({
    companyName: z.string().optional(),
    logoUrl: z.string().nullable().optional(),
    primaryColor: z.string().optional(),
  }),
  webhookUrl: z.string().nullable(),
  /** Whether a webhook signing secret exists; the secret is shown once, when made. */
  webhookSecretSet: z.boolean(),
  createdAt: z.string(),
});
export type PartnerProfile = z.infer<typeof partnerProfileSchema>;

/** The answer to making a new webhook signing secret: shown once. */
export const partnerWebhookSecretSchema = z.object({ secret: z.string() });

export const partnerDomainInputSchema = z.object({
  domainId: z.string().min(1).max(64),
  externalId: z.string().trim().max(255, partnerApiMessages.externalIdTooLong).nullable().optional(),
  metadata: storedJsonObjectSchema.default({}),
});
export type PartnerDomainInput = z.input<typeof partnerDomainInputSchema>;

export const partnerDomainSchema = z.object({
  id: z.string(),
  domainId: z.string(),
  domainName: z.string(),
  externalId: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type PartnerDomain = z.infer<typeof partnerDomainSchema>;
