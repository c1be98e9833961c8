import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { partnerMessages } from '../../../src/shared/contracts/partners';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { createTeam, joinTeam } from '../teams/team-helpers';

type Link = {
  id: string;
  domainId: string;
  domainName: string;
  externalId: string | null;
  metadata: Record<string, unknown>;
};

const profile = {
  companyName: 'Acme Agency',
  contactEmail: 'ops@acme.example',
  websiteUrl: 'https://acme.example',
  branding: { companyName: 'Acme', logoUrl: 'https://acme.example/logo.png', primaryColor: '#0A7F5C' },
  webhookUrl: 'https://hooks.acme.example/sitewarden',
};

describe.each(DATABASE_KINDS)('partner profile and partner domains on %s', (kind) => {
  let t: TestApp;
  let alice: Client; // pro
  let bob: Client; // pro, an outsider to alice's workspace
  let frank: Client; // free
  let shop: string;
  let blog: string;
  let bobsDomain: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    frank = await signedInClient(t, 'frank@example.com', 'free');
    shop = (await alice.post('/api/domains', { name: 'shop.example.com' })).json().id;
    blog = (await alice.post('/api/domains', { name: 'blog.example.com' })).json().id;
    bobsDomain = (await bob.post('/api/domains', { name: 'bob.example.org' })).json().id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('profile', () => {
    it('is made on first look from the workspace owner, with no signing secret', async () => {
      const res = await alice.get('/api/partner');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        companyName: 'Ada Lovelace',
        contactEmail: 'alice@example.com',
        websiteUrl: null,
        webhookUrl: null,
        webhookSecretSet: false,
      });
      expect((await alice.get('/api/partner')).json().id).toBe(res.json().id);
    });

    it('makes one partner account when first uses race', async () => {
      const carol = await signedInClient(t, 'carol@example.com', 'pro');
      const answers = await Promise.all(Array.from({ length: 6 }, () => carol.get('/api/partner')));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      expect(new Set(answers.map((res) => res.json<{ id: string }>().id)).size).toBe(1);
      expect(answers[0]!.json<{ contactEmail: string }>().contactEmail).toBe('carol@example.com');
      const rows = await t.database.handle.db
        .select({ id: partners.id })
        .from(partners)
        .where(eq(partners.contactEmail, 'carol@example.com'));
      expect(rows).toHaveLength(1);
    });

    it('saves company, contact, website, branding and webhook address', async () => {
      const res = await alice.request('PUT', '/api/partner', profile);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ...profile, branding: { ...profile.branding, primaryColor: '#0a7f5c' } });
      expect((await alice.get('/api/partner')).json()).toMatchObject({
        companyName: 'Acme Agency',
        webhookUrl: profile.webhookUrl,
      });
    });

    it('refuses a colour, address or e-mail it cannot use, saying which field', async () => {
      const res = await alice.request('PUT', '/api/partner', {
        ...profile,
        contactEmail: 'nope',
        branding: { primaryColor: 'green' },
        webhookUrl: 'ftp://x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('#rrggbb');
      expect((await alice.get('/api/partner')).json().contactEmail).toBe('ops@acme.example');
    });

    it('makes a signing secret shown once and keeps it sealed; a new one replaces it', async () => {
      const first = await alice.post('/api/partner/webhook-secret');
      expect(first.statusCode, first.body).toBe(201);
      const secret = first.json<{ secret: string }>().secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
      expect((await alice.get('/api/partner')).json()).toMatchObject({ webhookSecretSet: true });
      expect(JSON.stringify((await alice.get('/api/partner')).json())).not.toContain(secret);
      const [row] = await t.database.handle.db
        .select({ stored: partners.webhookSecret })
        .from(partners)
        .where(eq(partners.contactEmail, 'ops@acme.example'));
      expect(row!.stored).toMatch(/^v1\./);
      expect(row!.stored).not.toContain(secret.slice(6));
      const second = (await alice.post('/api/partner/webhook-secret')).json<{ secret: string }>().secret;
      expect(second).not.toBe(secret);
    });

    it('is for paid plans: a free workspace gets 403 PLAN_REQUIRED with the way to upgrade', async () => {
      for (const res of [
        await frank.get('/api/partner'),
        await frank.request('PUT', '/api/partner', profile),
        await frank.post('/api/partner/webhook-secret'),
        await frank.get('/api/partner/domains'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: partnerMessages.planRequired });
      }
    });
  });

  describe('partner domains', () => {
    let shopLink: Link;

    it('links a domain of the workspace with the agency id and metadata', async () => {
      const res = await alice.post('/api/partner/domains', {
        domainId: shop,
        externalId: 'client-42',
        metadata: { plan: 'gold', seats: 3 },
      });
      expect(res.statusCode, res.body).toBe(201);
      shopLink = res.json<Link>();
      expect(shopLink).toMatchObject({
        domainId: shop,
        domainName: 'shop.example.com',
        externalId: 'client-42',
        metadata: { plan: 'gold', seats: 3 },
      });
      expect((await alice.get('/api/partner/domains')).json<{ data: Link[] }>().data.map((l) => l.externalId)).toEqual([
        'client-42',
      ]);
    });

    it('refuses an external id already used by the partner with 409 naming the domain', async () => {
      const res = await alice.post('/api/partner/domains', { domainId: blog, externalId: 'client-42' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'EXTERNAL_ID_TAKEN',
        message: partnerMessages.externalIdTaken('client-42', 'shop.example.com'),
        details: { field: 'externalId' },
      });
    });

    it('refuses a second link of the same domain with 409', async () => {
      const res = await alice.post('/api/partner/domains', { domainId: shop, externalId: 'other' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'DOMAIN_ALREADY_LINKED',
        message: partnerMessages.domainAlreadyLinked('shop.example.com'),
      });
    });

    it("answers 404 for another workspace's domain, and for a made-up one", async () => {
      for (const domainId of [bobsDomain, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await alice.post('/api/partner/domains', { domainId, externalId: 'x-1' });
        expect(res.statusCode).toBe(404);
      }
    });

    it('edits the external id and metadata, refusing an id another link holds', async () => {
      const blogLink = (await alice.post('/api/partner/domains', { domainId: blog, externalId: '' })).json<Link>();
      expect(blogLink.externalId).toBeNull();
      const clash = await alice.request('PATCH', `/api/partner/domains/${blogLink.id}`, { externalId: 'client-42' });
      expect(clash.statusCode).toBe(409);
      const res = await alice.request('PATCH', `/api/partner/domains/${blogLink.id}`, {
        externalId: 'client-7',
        metadata: { tier: 'silver' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        externalId: 'client-7',
        metadata: { tier: 'silver' },
        domainName: 'blog.example.com',
      });
      // the same link keeping its own id is no clash
      expect(
        (await alice.request('PATCH', `/api/partner/domains/${blogLink.id}`, { externalId: 'client-7' })).statusCode,
      ).toBe(200);
      // an empty change changes nothing
      expect((await alice.request('PATCH', `/api/partner/domains/${blogLink.id}`, {})).json()).toMatchObject({
        externalId: 'client-7',
        metadata: { tier: 'silver' },
      });
    });

    it("keeps outsiders out: bob sees none of alice's links and cannot change or unlink them (404)", async () => {
      expect((await bob.get('/api/partner/domains')).json().data).toEqual([]);
      expect(
        (await bob.request('PATCH', `/api/partner/domains/${shopLink.id}`, { externalId: 'mine' })).statusCode,
      ).toBe(404);
      expect((await bob.request('DELETE', `/api/partner/domains/${shopLink.id}`)).statusCode).toBe(404);
      expect(
        (await alice.get('/api/partner/domains')).json<{ data: Link[] }>().data.find((l) => l.id === shopLink.id)
          ?.externalId,
      ).toBe('client-42');
    });

    it('unlinks without touching the domain', async () => {
      const res = await alice.request('DELETE', `/api/partner/domains/${shopLink.id}`);
      expect(res.statusCode).toBe(204);
      expect((await alice.get('/api/partner/domains')).json<{ data: Link[] }>().data.map((l) => l.domainName)).toEqual([
        'blog.example.com',
      ]);
      expect((await alice.get(`/api/domains/${shop}`)).statusCode).toBe(200);
      expect((await alice.request('DELETE', `/api/partner/domains/${shopLink.id}`)).statusCode).toBe(404);
    });
  });

  describe('in a team', () => {
    let owner: Client;
    let admin: Client;
    let member: Client;
    let viewer: Client;
    let domain: string;

    beforeAll(async () => {
      owner = await signedInClient(t, 'olga@example.com', 'agency');
      const team = await createTeam(owner, 'Northwind Digital');
      admin = await joinTeam(t, owner, team.slug, 'adam@example.com', 'admin');
      member = await joinTeam(t, owner, team.slug, 'mia@example.com', 'member');
      viewer = await joinTeam(t, owner, team.slug, 'vic@example.com', 'viewer');
      domain = (await owner.post('/api/domains', { name: 'northwind.example' })).json().id;
    }, 60_000);

    it("is made from the team's name and owner, and viewers read it", async () => {
      expect((await viewer.get('/api/partner')).json()).toMatchObject({
        companyName: 'Northwind Digital',
        contactEmail: 'olga@example.com',
      });
      expect((await viewer.get('/api/partner/domains')).statusCode).toBe(200);
    });

    it('needs settings:manage to change anything: viewers and members get 403, admins may', async () => {
      for (const client of [viewer, member]) {
        expect((await client.request('PUT', '/api/partner', profile)).statusCode).toBe(403);
        expect((await client.post('/api/partner/webhook-secret')).statusCode).toBe(403);
        expect((await client.post('/api/partner/domains', { domainId: domain, externalId: 'nw-1' })).statusCode).toBe(
          403,
        );
      }
      const linked = await admin.post('/api/partner/domains', { domainId: domain, externalId: 'nw-1' });
      expect(linked.statusCode, linked.body).toBe(201);
      for (const client of [viewer, member]) {
        expect(
          (await client.request('PATCH', `/api/partner/domains/${linked.json().id}`, { externalId: 'x' })).statusCode,
        ).toBe(403);
        expect((await client.request('DELETE', `/api/partner/domains/${linked.json().id}`)).statusCode).toBe(403);
      }
      expect((await viewer.get('/api/partner/domains')).json().data).toHaveLength(1);
    });
  });

  describe('/api/v1/partner/domains', () => {
    let read: ApiClient;
    let admin: ApiClient;

    beforeAll(async () => {
      const db = t.database.handle.db;
      read = new ApiClient(t.app, (await issueApiKey(db, 'alice@example.com', { permission: 'read' })).key);
      admin = new ApiClient(t.app, (await issueApiKey(db, 'alice@example.com', { permission: 'admin' })).key);
    });

    it('links through the API with the agency id, and finds the link by that id', async () => {
      const res = await admin.post('/api/v1/partner/domains', {
        domainId: shop,
        externalId: 'crm/1001',
        metadata: { owner: 'Jane' },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ domainId: shop, domainName: 'shop.example.com', externalId: 'crm/1001' });
      const found = await read.get(`/api/v1/partner/domains/${encodeURIComponent('crm/1001')}`);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json()).toEqual({ data: res.json().data });
      // what the API linked, the screen lists
      expect(
        (await alice.get('/api/partner/domains')).json<{ data: Link[] }>().data.map((l) => l.externalId),
      ).toContain('crm/1001');
    });

    it('needs an external id to link, and refuses one in use with 409', async () => {
      expect((await admin.post('/api/v1/partner/domains', { domainId: shop })).statusCode).toBe(400);
      const taken = await admin.post('/api/v1/partner/domains', { domainId: shop, externalId: 'client-7' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'EXTERNAL_ID_TAKEN' });
    });

    it('pages the list with a cursor and filters by external id', async () => {
      const first = await read.get('/api/v1/partner/domains?limit=1');
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json<{ data: Link[]; nextCursor: string | null }>();
      expect(page1.data).toHaveLength(1);
      expect(page1.nextCursor).toEqual(expect.any(String));
      const page2 = (await read.get(`/api/v1/partner/domains?limit=1&cursor=${page1.nextCursor}`)).json<{
        data: Link[];
        nextCursor: string | null;
      }>();
      expect(page2.data).toHaveLength(1);
      expect(page2.nextCursor).toBeNull();
      expect(new Set([...page1.data, ...page2.data].map((l) => l.externalId))).toEqual(
        new Set(['client-7', 'crm/1001']),
      );
      const filtered = (await read.get('/api/v1/partner/domains?externalId=client-7')).json<{
        data: Link[];
        nextCursor: null;
      }>();
      expect(filtered).toMatchObject({ data: [{ domainName: 'blog.example.com' }], nextCursor: null });
      expect((await read.get('/api/v1/partner/domains?cursor=garbage')).statusCode).toBe(400);
    });

    it('lets read keys look but not change (403), admin keys edit and unlink by external id', async () => {
      expect((await read.post('/api/v1/partner/domains', { domainId: shop, externalId: 'r-1' })).statusCode).toBe(403);
      expect((await read.request('PATCH', '/api/v1/partner/domains/client-7', { metadata: {} })).statusCode).toBe(403);
      expect((await read.request('DELETE', '/api/v1/partner/domains/client-7')).statusCode).toBe(403);
      const edited = await admin.request('PATCH', '/api/v1/partner/domains/client-7', {
        externalId: 'client-8',
        metadata: { tier: 'bronze' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data).toMatchObject({ externalId: 'client-8', metadata: { tier: 'bronze' } });
      expect((await read.get('/api/v1/partner/domains/client-7')).statusCode).toBe(404);
      expect((await admin.request('DELETE', '/api/v1/partner/domains/client-8')).statusCode).toBe(204);
      expect((await read.get('/api/v1/partner/domains/client-8')).statusCode).toBe(404);
      expect((await alice.get(`/api/domains/${blog}`)).statusCode).toBe(200);
    });

    it("gives another workspace's key 404 for these ids and none of these links", async () => {
      const bobs = new ApiClient(
        t.app,
        (await issueApiKey(t.database.handle.db, 'bob@example.com', { permission: 'admin' })).key,
      );
      expect((await bobs.get('/api/v1/partner/domains/crm%2F1001')).statusCode).toBe(404);
      expect((await bobs.get('/api/v1/partner/domains')).json()).toEqual({ data: [], nextCursor: null });
      expect((await bobs.request('DELETE', '/api/v1/partner/domains/crm%2F1001')).statusCode).toBe(404);
      expect((await bobs.post('/api/v1/partner/domains', { domainId: shop, externalId: 'steal' })).statusCode).toBe(
        404,
      );
      expect((await read.get('/api/v1/partner/domains/crm%2F1001')).statusCode).toBe(200);
    });

    it('refuses keys without a key with 401', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/partner/domains' })).statusCode).toBe(401);
    });
  });
});
