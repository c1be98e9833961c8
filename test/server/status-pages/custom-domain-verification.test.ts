import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFeed } from '../../../src/server/db/change-feed';
import { rr, startDnsServer, type TestDnsServer } from '../../../src/server/engine/testing/dns-server';
import { maintenanceJobs } from '../../../src/server/modules/housekeeping/housekeeping-jobs';
import { engineOptionsFromConfig } from '../../../src/server/modules/scan/engine-options';
import { claimMessages } from '../../../src/server/modules/status-pages/custom-domain-proof';
import { CUSTOM_DOMAINS_JOB } from '../../../src/server/modules/status-pages/custom-domain-verifier';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

type Verification = {
  state: 'pending' | 'verified';
  txtRecord: { name: string; value: string };
  cnameTarget: string;
  proof: 'txt' | 'cname' | null;
  verifiedAt: string | null;
  checkedAt: string | null;
  problem: string | null;
  releasedAt: string | null;
};
type Page = {
  id: string;
  slug: string;
  publicUrl: string;
  customDomain: string | null;
  customDomainVerification: Verification | null;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Finding: any workspace could claim any host name for its status page, which was then served on it, and the first
 * claimer blocked the real owner. A claim is now pending until the name is proven the page's (decision 065): the
 * page's TXT record, or a CNAME to the installation while nobody else claims the name. Checked through a real DNS
 * server on loopback, named in DNS_SERVERS as the probes' resolver is: on demand and by the maintenance job.
 */
describe.each(DATABASE_KINDS)('custom domain ownership on %s', (kind) => {
  let dns: TestDnsServer;
  let t: TestApp;
  const feed = createLocalFeed();
  let alice: Client;
  let mallory: Client;
  let bob: Client;
  let alicePage: Page;
  let malloryPage: Page;
  let bobPage: Page;
  let clock = Date.now();
  let dnsOpen = true;

  beforeAll(async () => {
    dns = await startDnsServer();
    t = await createTestApp(kind, { feed, env: { DNS_SERVERS: dns.servers.join(',') } });
    alice = await signedInClient(t, 'alice@example.com', 'pro');
    mallory = await signedInClient(t, 'mallory@example.com', 'pro');
    bob = await signedInClient(t, 'bob@example.com', 'pro');
    alicePage = (await alice.post('/api/status-pages', { name: 'Alice' })).json<Page>();
    malloryPage = (await mallory.post('/api/status-pages', { name: 'Mallory' })).json<Page>();
    bobPage = (await bob.post('/api/status-pages', { name: 'Bob' })).json<Page>();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    if (dnsOpen) await dns?.close();
  });

  const claim = async (client: Client, page: Page, host: string | null) => {
    const res = await client.request('PATCH', `/api/status-pages/${page.id}`, { customDomain: host });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const verifyNow = async (client: Client, page: Page) => {
    const res = await client.post(`/api/status-pages/${page.id}/custom-domain/verify`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const read = async (client: Client, page: Page) => (await client.get(`/api/status-pages/${page.id}`)).json<Page>();
  /** The maintenance job as a worker runs it, on the engine options main.ts builds from the same configuration. */
  const runJob = async (at: number) => {
    clock = at;
    const jobs = maintenanceJobs({
      database: t.database.handle,
      engine: engineOptionsFromConfig(t.config),
      publicUrl: t.config.publicUrl,
      feed,
      log: () => undefined,
      now: () => new Date(clock),
    });
    await jobs.handlers[CUSTOM_DOMAINS_JOB]!({ id: `run-${at}`, name: CUSTOM_DOMAINS_JOB, data: {}, attempt: 1 });
  };
  /** Which page the name serves at `/` (its heading), or null when it serves none. */
  const servedOn = async (host: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
    return res.statusCode === 200 ? (/<h1>([^<]+)<\/h1>/.exec(res.body)?.[1] ?? null) : null;
  };

  it('keeps a claim pending and unserved until proven, and lets two workspaces claim the same name', async () => {
    malloryPage = await claim(mallory, malloryPage, 'status.alice.test');
    alicePage = await claim(alice, alicePage, 'status.alice.test');
    expect(malloryPage.customDomainVerification?.state).toBe('pending');
    expect(alicePage.customDomainVerification).toMatchObject({
      state: 'pending',
      txtRecord: { name: '_sitewarden-challenge.status.alice.test' },
      cnameTarget: 'localhost',
    });
    expect(alicePage.publicUrl).toBe('http://localhost:3000/public/status/alice');
    expect(await servedOn('status.alice.test')).toBeNull();

    // nothing in DNS yet: still pending, and the editor reads why and when it was checked
    const checked = await verifyNow(mallory, malloryPage);
    expect(checked.customDomainVerification).toMatchObject({
      state: 'pending',
      problem: claimMessages.absent('status.alice.test', 'localhost'),
      checkedAt: expect.any(String),
    });
    // asked of the configured resolver, as the probes ask theirs
    expect(dns.queries).toContain('TXT _sitewarden-challenge.status.alice.test');
    expect(dns.queries).toContain('CNAME status.alice.test');
  });

  it('gives the name to the page whose TXT record proves it; the other claim stays pending and says why', async () => {
    dns.set('_sitewarden-challenge.status.alice.test', [rr.txt(alicePage.customDomainVerification!.txtRecord.value)]);
    const proven = await verifyNow(alice, alicePage);
    expect(proven.customDomainVerification).toMatchObject({
      state: 'verified',
      proof: 'txt',
      problem: null,
      verifiedAt: expect.any(String),
    });
    expect(proven.publicUrl).toBe('http://status.alice.test');
    await expect.poll(() => servedOn('status.alice.test')).toBe('Alice');

    // Mallory points the name here too (she cannot: it is Alice's zone; as if she could): a CNAME does not outrank a TXT
    dns.set('status.alice.test', [rr.cname('localhost')]);
    const refused = await verifyNow(mallory, malloryPage);
    expect(refused.customDomainVerification).toMatchObject({
      state: 'pending',
      problem: claimMessages.taken('status.alice.test'),
    });
    expect(await servedOn('status.alice.test')).toBe('Alice');
  });

  it('re-checks proven names hourly: a proof that is gone lets the name go, and the editor says so', async () => {
    const before = Date.now();
    // within the hour: not due, nothing asked
    await runJob(before + 30 * MINUTE);
    expect((await read(alice, alicePage)).customDomainVerification?.state).toBe('verified');

    dns.remove('_sitewarden-challenge.status.alice.test');
    dns.remove('status.alice.test');
    await runJob(before + HOUR + MINUTE);
    const released = (await read(alice, alicePage)).customDomainVerification!;
    expect(released).toMatchObject({
      state: 'pending',
      proof: null,
      problem: claimMessages.gone('status.alice.test'),
      releasedAt: expect.any(String),
    });
    await expect.poll(() => servedOn('status.alice.test')).toBeNull();
    // the other claim, checked by the same run, is still nobody's
    expect((await read(mallory, malloryPage)).customDomainVerification).toMatchObject({
      state: 'pending',
      problem: claimMessages.absent('status.alice.test', 'localhost'),
    });

    // the record back: served again at once on "Verify now", the release forgotten
    dns.set('_sitewarden-challenge.status.alice.test', [rr.txt(alicePage.customDomainVerification!.txtRecord.value)]);
    const back = (await verifyNow(alice, alicePage)).customDomainVerification!;
    expect(back).toMatchObject({ state: 'verified', proof: 'txt', releasedAt: null, problem: null });
    await expect.poll(() => servedOn('status.alice.test')).toBe('Alice');
  });

  it('takes a CNAME to the installation as proof of a name nobody else claims, and lets it go when someone does', async () => {
    dns.set('status.bob.test', [rr.cname('localhost.')]);
    bobPage = await claim(bob, bobPage, 'status.bob.test');
    // a fresh claim is checked by the next run of the job (every 5 minutes)
    await runJob(Date.now() + 5 * MINUTE);
    expect((await read(bob, bobPage)).customDomainVerification).toMatchObject({ state: 'verified', proof: 'cname' });
    await expect.poll(() => servedOn('status.bob.test')).toBe('Bob');

    // another page claims it: a CNAME cannot tell which page is the owner's, so only a TXT record decides now
    malloryPage = await claim(mallory, malloryPage, 'status.bob.test');
    await runJob(Date.now() + 10 * MINUTE);
    expect((await read(bob, bobPage)).customDomainVerification).toMatchObject({
      state: 'pending',
      problem: claimMessages.contested('status.bob.test'),
      releasedAt: expect.any(String),
    });
    expect((await read(mallory, malloryPage)).customDomainVerification?.state).toBe('pending');
    await expect.poll(() => servedOn('status.bob.test')).toBeNull();

    dns.set('_sitewarden-challenge.status.bob.test', [rr.txt(bobPage.customDomainVerification!.txtRecord.value)]);
    expect((await verifyNow(bob, bobPage)).customDomainVerification).toMatchObject({ state: 'verified', proof: 'txt' });
    await expect.poll(() => servedOn('status.bob.test')).toBe('Bob');
  });

  it('gives a name proven by two pages at the same moment to one of them', async () => {
    const [one, two] = [
      await claim(
        alice,
        (await alice.post('/api/status-pages', { name: 'Race one' })).json<Page>(),
        'race.example.test',
      ),
      await claim(
        mallory,
        (await mallory.post('/api/status-pages', { name: 'Race two' })).json<Page>(),
        'race.example.test',
      ),
    ];
    dns.set('_sitewarden-challenge.race.example.test', [
      rr.txt(one.customDomainVerification!.txtRecord.value),
      rr.txt(two.customDomainVerification!.txtRecord.value),
    ]);
    const [a, b] = await Promise.all([verifyNow(alice, one), verifyNow(mallory, two)]);
    const states = [a, b].map((p) => p.customDomainVerification!.state).sort();
    expect(states).toEqual(['pending', 'verified']);
    const loser = [a, b].find((p) => p.customDomainVerification!.state === 'pending')!;
    expect(loser.customDomainVerification!.problem).toBe(claimMessages.taken('race.example.test'));
  });

  it('changes nothing when the resolver does not answer, and says so', async () => {
    await dns.close();
    dnsOpen = false;
    const unanswered = (await verifyNow(alice, alicePage)).customDomainVerification!;
    expect(unanswered.state).toBe('verified');
    expect(unanswered.problem).toMatch(/^The name could not be checked: the DNS servers/);
    expect(await servedOn('status.alice.test')).toBe('Alice');
  });
});
