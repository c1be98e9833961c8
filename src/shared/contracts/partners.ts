import { z } from 'zod';
import { API_V1_PAGE_SIZE_DEFAULT, API_V1_PAGE_SIZE_MAX } from '../constants/partner-api';
import { partnerApiMessages, partnerDomainInputSchema, partnerDomainSchema } from './partner-api';
import { storedJsonObjectSchema } from './stored-json';

/**
 * The partner programme's requests beyond contracts/partner-api.ts (issue 18, decision 058): editing a link, the
 * lists, and the /api/v1/partner/domains shapes, where an agency addresses a link by its own external id.
 */
export const partnerMessages = {
  planRequired:
    'The partner programme is part of the paid plans. Upgrade to Pro or above to use API keys, your partner profile and partner domains.',
  domainNotFound: 'Domain not found in this workspace.',
  linkNotFound: 'Partner domain not found.',
  domainAlreadyLinked: (domain: string) =>
    `${domain} is already linked to your partner account. Edit its link instead.`,
  externalIdTaken: (externalId: string, domain: string) =>
    `The external id "${externalId}" is already used for ${domain}. External ids are unique per partner.`,
  externalIdRequired: 'External id is required: the API finds the link by it.',
} as const;

export const partnerDomainUpdateSchema = z.object({
  externalId: partnerDomainInputSchema.shape.externalId,
  metadata: storedJsonObjectSchema.optional(),
});
export type PartnerDomainUpdate = z.input<typeof partnerDomainUpdateSchema>;

export const partnerDomainListSchema = z.object({ data: z.array(partnerDomainSchema) });
export type PartnerDomainList = z.infer<typeof partnerDomainListSchema>;

/** POST /api/v1/partner/domains: the external id is required, since the API's item routes are addressed by it. */
export const partnerDomainV1InputSchema = partnerDomainInputSchema.extend({
  externalId: z
    .string()
    .trim()
    .min(1, partnerMessages.externalIdRequired)
    .max(255, partnerApiMessages.externalIdTooLong),
});

export const partnerDomainV1UpdateSchema = partnerDomainUpdateSchema.extend({
  externalId: partnerDomainV1InputSchema.shape.externalId.optional(),
});

export const partnerDomainV1QuerySchema = z.object({
  externalId: z.string().max(255).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(API_V1_PAGE_SIZE_MAX).default(API_V1_PAGE_SIZE_DEFAULT),
});
export type PartnerDomainV1Query = z.infer<typeof partnerDomainV1QuerySchema>;

export const partnerDomainV1PageSchema = z.object({
  data: z.array(partnerDomainSchema),
  nextCursor: z.string().nullable(),
});
export const partnerDomainV1ItemSchema = z.object({ data: partnerDomainSchema });
