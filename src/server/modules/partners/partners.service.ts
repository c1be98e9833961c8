import { randomBytes } from 'node:crypto';
import type { PartnerProfile, PartnerProfileInput } from '../../../shared/contracts/partner-api';
import { partnerProfileInputSchema } from '../../../shared/contracts/partner-api';
import type { SecretSealer } from '../../secrets/secret-sealer';
import type { ActivityRepository } from '../activity/activity.repository';
import type { Workspace } from '../workspaces/workspace';
import { workspaceKey } from '../../db/workspace-versions';
import type { ChangeFeed } from '../../db/change-feed';
import { authorizePartner } from './partner-plan';
import type { PartnerRow, PartnersRepository } from './partners.repository';

/** `whsec_` and 24 random bytes: sealed it still fits partners.webhook_secret (varchar 128). */
const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

export function profileAnswer(row: PartnerRow): PartnerProfile {
  const branding = row.customBranding ?? {};
  return {
    id: row.id,
    companyName: row.companyName,
    contactEmail: row.contactEmail,
    websiteUrl: row.websiteUrl,
    branding: {
      ...(branding.companyName ? { companyName: branding.companyName } : {}),
      logoUrl: branding.logoUrl ?? null,
      ...(branding.primaryColor ? { primaryColor: branding.primaryColor } : {}),
    },
    webhookUrl: row.webhookUrl,
    webhookSecretSet: row.webhookSecret !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The workspace's partner profile (SPEC §3.2 partners): company, contact, branding, webhook address and secret. */
export function createPartnersService({
  repo,
  sealer,
  activity,
  feed,
}: {
  repo: PartnersRepository;
  sealer: SecretSealer;
  activity: ActivityRepository;
  /** The workspace's public status pages show the branding: their cached answers are told. */
  feed?: Pick<ChangeFeed, 'publish'>;
}) {
  return {
    async profile(ws: Workspace): Promise<PartnerProfile> {
      authorizePartner(ws, 'workspace:read');
      return profileAnswer(await repo.partnerOf(ws));
    },

    async update(ws: Workspace, input: PartnerProfileInput): Promise<PartnerProfile> {
      authorizePartner(ws, 'settings:manage');
      const values = partnerProfileInputSchema.parse(input);
      const partner = await repo.partnerOf(ws);
      const { companyName, logoUrl, primaryColor } = values.branding;
      const row = await repo.updateProfile(partner.id, {
        companyName: values.companyName,
        contactEmail: values.contactEmail,
        websiteUrl: values.websiteUrl ?? null,
        webhookUrl: values.webhookUrl ?? null,
        customBranding: {
          ...(companyName ? { companyName } : {}),
          ...(logoUrl ? { logoUrl } : {}),
          ...(primaryColor ? { primaryColor: primaryColor.toLowerCase() } : {}),
        },
      });
      await activity.record(ws, { action: 'partner.profile_updated', entityType: 'partner', entityId: row.id });
      await feed?.publish({ type: 'partner-brand', key: workspaceKey(ws) });
      return profileAnswer(row);
    },

    /** A new signing secret replaces the old one; it is answered once and kept sealed. */
    async rotateWebhookSecret(ws: Workspace): Promise<{ secret: string }> {
      authorizePartner(ws, 'settings:manage');
      const partner = await repo.partnerOf(ws);
      const secret = newWebhookSecret();
      await repo.setWebhookSecret(partner.id, sealer.seal(secret));
      await activity.record(ws, {
        action: 'partner.webhook_secret_created',
        entityType: 'partner',
        entityId: partner.id,
      });
      return { secret };
    },
  };
}
export type PartnersService = ReturnType<typeof createPartnersService>;
