import { describe, expect, it } from 'vitest';
import { createLocalFeed } from '../../db/change-feed';
import type { MonitorInstance, MonitorSource } from '../../jobs/monitoring/family';
import { withInstanceCache } from './monitor-instance-cache';

const monitor = (id: string, name: string): MonitorInstance => ({
  id,
  domainId: 'd1',
  type: 'endpoint',
  name,
  settings: { url: 'https://shop.example/health' },
  intervalSeconds: 60,
  downtimeMinutes: null,
  alertChannels: null,
  isActive: true,
});

/** A source over a table the test edits, counting its reads (each one a query and a secrets open in production). */
function tableSource() {
  const table = new Map([['m1', monitor('m1', 'Health')]]);
  let reads = 0;
  const source: MonitorSource = {
    probedMonitors: async () => [],
    monitorsOfDomain: async () => [],
    instance: async (id) => {
      reads++;
      return table.get(id);
    },
  };
  return { table, source, reads: () => reads };
}

describe('monitor instances kept per process', () => {
  it('reads a monitor once, then again after the feed tells of its change or of a resync', async () => {
    const { table, source, reads } = tableSource();
    const feed = createLocalFeed();
    const cached = withInstanceCache(source, feed);
    expect((await cached.instance('m1'))?.name).toBe('Health');
    expect((await cached.instance('m1'))?.name).toBe('Health');
    expect(reads()).toBe(1);

    table.set('m1', monitor('m1', 'Health API'));
    await feed.publish({ type: 'monitor', monitorId: 'm1' });
    expect((await cached.instance('m1'))?.name).toBe('Health API');
    expect(reads()).toBe(2);

    table.delete('m1');
    await feed.publish({ type: 'resync' });
    expect(await cached.instance('m1')).toBeUndefined();
    expect(reads()).toBe(3);
  });

  it('reads again once an instance is older than its time limit, and never keeps an answer read across a change', async () => {
    const { table, source, reads } = tableSource();
    const feed = createLocalFeed();
    let clock = 0;
    const cached = withInstanceCache(source, feed, { ttlMs: 1_000, now: () => clock });
    await cached.instance('m1');
    clock += 1_000;
    await cached.instance('m1');
    expect(reads()).toBe(2);

    // a read under way when a change lands (its answer may be the old one): used once, not kept
    clock += 1_000;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slowSource: MonitorSource = { ...source, instance: async (id) => (await gate, source.instance(id)) };
    const slow = withInstanceCache(slowSource, feed, { ttlMs: 1_000, now: () => clock });
    const reading = slow.instance('m1');
    await feed.publish({ type: 'monitor', monitorId: 'm1' });
    table.set('m1', monitor('m1', 'Renamed'));
    release();
    expect((await reading)?.name).toBe('Renamed'); // read after the change here; the point is what is kept
    const before = reads();
    await slow.instance('m1');
    expect(reads()).toBe(before + 1);
  });
});
