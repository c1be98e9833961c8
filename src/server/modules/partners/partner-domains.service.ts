import type { PartnerDomain, PartnerDomainInput } from '../../../shared/contracts/partner-api';
import { partnerMessages, type PartnerDomainUpdate } from '../../../shared/contracts/partners';
import { badRequest, conflict, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ActivityRepository } from '../activity/activity.repository';
import type { Workspace } from '../workspaces/workspace';
import { authorizePartner } from './partner-plan';
import type { PartnerDomainCursor, PartnerDomainRow, PartnersRepository } from './partners.repository';

const answer = (row: PartnerDomainRow): PartnerDomain => ({
  id: row.id,
  domainId: row.domainId,
  domainName: row.domainName,
  externalId: row.externalId,
  metadata: row.metadata,
  createdAt: row.createdAt.toISOString(),
});

/** A link is addressed by our id (the screens) or by the agency's external id (/api/v1). */
export type LinkRef = { id: string } | { externalId: string };

/** An empty external id means none (the unique index only counts the ones set). */
const externalIdOf = (value: string | null | undefined) => (value ? value : null);

/** Opaque to callers: the (createdAt, id) of the last row of a page. */
export const encodeCursor = (row: PartnerDomainRow) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

function decodeCursor(cursor: string): PartnerDomainCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const createdAt = new Date(at);
    if (!Number.isNaN(createdAt.getTime()) && typeof id === 'string' && isUuid(id)) return { createdAt, id };
  } catch {
    // answered below
  }
  throw badRequest('The cursor is not one this API gave out. Start again without it.', undefined, 'INVALID_CURSOR');
}

/**
 * Partner domains (SPEC §3.2 partner_domains): the workspace's domains tied to the agency's own ids and metadata,
 * so an agency maps its clients' records to ours. Unlinking leaves the domain as it is.
 */
export function createPartnerDomainsService({
  repo,
  activity,
}: {
  repo: PartnersRepository;
  activity: ActivityRepository;
}) {
  const partnerId = async (ws: Workspace) => (await repo.partnerOf(ws)).id;

  async function found(ws: Workspace, partner: string, ref: LinkRef): Promise<PartnerDomainRow> {
    const row =
      'externalId' in ref
        ? await repo.linkByExternalId(partner, ws, ref.externalId)
        : isUuid(ref.id)
          ? await repo.linkById(partner, ws, ref.id)
          : undefined;
    if (!row) throw notFound(partnerMessages.linkNotFound);
    return row;
  }

  /** 409 when another link of the partner already has this domain or this external id. */
  async function checkUnique(
    ws: Workspace,
    partner: string,
    values: { domainId?: string; externalId?: string | null },
    exceptId?: string,
  ) {
    const clashes = await repo.clashes(partner, values, exceptId);
    const sameId = values.externalId ? clashes.find((c) => c.externalId === values.externalId) : undefined;
    const clash = sameId ?? clashes[0];
    if (!clash) return;
    const name = (await repo.linkById(partner, ws, clash.id))?.domainName ?? 'another domain';
    if (sameId)
      throw conflict(partnerMessages.externalIdTaken(values.externalId!, name), 'EXTERNAL_ID_TAKEN', {
        field: 'externalId',
      });
    throw conflict(partnerMessages.domainAlreadyLinked(name), 'DOMAIN_ALREADY_LINKED', { field: 'domainId' });
  }

  return {
    async list(ws: Workspace): Promise<PartnerDomain[]> {
      authorizePartner(ws, 'workspace:read');
      return (await repo.listLinks(await partnerId(ws), ws)).map(answer);
    },

    /** A page of links in the order they were made; `nextCursor` is null on the last page. */
    async page(ws: Workspace, query: { externalId?: string; cursor?: string; limit: number }) {
      authorizePartner(ws, 'workspace:read');
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.listLinks(await partnerId(ws), ws, {
        externalId: query.externalId,
        after,
        limit: query.limit + 1,
      });
      const more = rows.length > query.limit;
      const shown = rows.slice(0, query.limit);
      return { data: shown.map(answer), nextCursor: more ? encodeCursor(shown[shown.length - 1]!) : null };
    },

    async get(ws: Workspace, ref: LinkRef): Promise<PartnerDomain> {
      authorizePartner(ws, 'workspace:read');
      return answer(await found(ws, await partnerId(ws), ref));
    },

    async link(ws: Workspace, input: PartnerDomainInput): Promise<PartnerDomain> {
      authorizePartner(ws, 'settings:manage');
      if (!isUuid(input.domainId) || !(await repo.domainInWorkspace(ws, input.domainId)))
        throw notFound(partnerMessages.domainNotFound);
      const partner = await partnerId(ws);
      const values = {
        domainId: input.domainId,
        externalId: externalIdOf(input.externalId),
        metadata: input.metadata ?? {},
      };
      await checkUnique(ws, partner, values);
      const id = await repo.insertLink(partner, values);
      if (!id) {
        // Lost a race with a link made at the same moment: say which one, as if it had been seen first.
        await checkUnique(ws, partner, values);
        throw conflict(partnerMessages.domainAlreadyLinked('This domain'), 'DOMAIN_ALREADY_LINKED');
      }
      await activity.record(ws, {
        action: 'partner.domain_linked',
        entityType: 'domain',
        entityId: values.domainId,
        metadata: { externalId: values.externalId },
      });
      return answer((await repo.linkById(partner, ws, id))!);
    },

    async update(ws: Workspace, ref: LinkRef, patch: PartnerDomainUpdate): Promise<PartnerDomain> {
      authorizePartner(ws, 'settings:manage');
      const partner = await partnerId(ws);
      const row = await found(ws, partner, ref);
      const externalId = patch.externalId === undefined ? undefined : externalIdOf(patch.externalId);
      if (externalId) await checkUnique(ws, partner, { externalId }, row.id);
      await repo.updateLink(partner, row.id, {
        ...(externalId !== undefined ? { externalId } : {}),
        ...(patch.metadata ? { metadata: patch.metadata } : {}),
      });
      return answer((await repo.linkById(partner, ws, row.id))!);
    },

    async unlink(ws: Workspace, ref: LinkRef): Promise<void> {
      authorizePartner(ws, 'settings:manage');
      const partner = await partnerId(ws);
      const row = await found(ws, partner, ref);
      await repo.deleteLink(partner, row.id);
      await activity.record(ws, {
        action: 'partner.domain_unlinked',
        entityType: 'domain',
        entityId: row.domainId,
        metadata: { externalId: row.externalId },
      });
    },
  };
}
export type PartnerDomainsService = ReturnType<typeof createPartnerDomainsService>;
