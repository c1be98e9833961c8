import { describe, expect, it } from 'vitest';
import type { UsageRecord } from '../../../src/server/modules/api-keys/api-usage.repository';
import { createUsageRecorder } from '../../../src/server/modules/api-keys/usage-recorder';

const call = (keyId: string, at = new Date()): UsageRecord => ({
  keyId,
  endpoint: '/api/v1/domains/:id',
  method: 'GET',
  status: 200,
  durationMs: 3,
  requestSize: null,
  responseSize: 120,
  error: null,
  at,
});

function fakeRepo() {
  const batches: UsageRecord[][] = [];
  const touches: { keyId: string; at: Date }[][] = [];
  return {
    batches,
    touches,
    insert: async (rows: UsageRecord[]) => void batches.push(rows),
    touch: async (used: { keyId: string; at: Date }[]) => void touches.push(used),
  };
}

describe('the usage recorder', () => {
  it('writes nothing per call: a batch when maxRows wait, the rest on close', async () => {
    const repo = fakeRepo();
    const recorder = createUsageRecorder({ repo, intervalMs: 3_600_000, maxRows: 3 });
    for (let i = 0; i < 5; i++) recorder.record(call('k1'));
    await recorder.flush();
    expect(repo.batches.map((b) => b.length)).toEqual([3, 2]);
    recorder.record(call('k1'));
    expect(repo.batches).toHaveLength(2);
    await recorder.close();
    expect(repo.batches.map((b) => b.length)).toEqual([3, 2, 1]);
  });

  it("writes a key's last use at most once a minute", async () => {
    const repo = fakeRepo();
    let now = 0;
    const recorder = createUsageRecorder({ repo, intervalMs: 3_600_000, now: () => now });
    recorder.record(call('k1', new Date(1_000)));
    recorder.record(call('k2', new Date(1_000)));
    recorder.record(call('k1', new Date(2_000)));
    await recorder.flush();
    now = 59_999;
    recorder.record(call('k1'));
    await recorder.flush();
    now = 60_000;
    recorder.record(call('k1', new Date(60_000)));
    await recorder.close();
    expect(repo.touches.filter((t) => t.length).map((t) => t.map((u) => [u.keyId, u.at.getTime()]))).toEqual([
      [
        ['k1', 1_000],
        ['k2', 1_000],
      ],
      [['k1', 60_000]],
    ]);
  });

  it('keeps recording after a batch fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    const batches: number[] = [];
    let fail = true;
    const recorder = createUsageRecorder({
      repo: {
        insert: async (rows) => {
          if (fail) throw new Error('database away');
          batches.push(rows.length);
        },
        touch: async () => undefined,
      },
      intervalMs: 3_600_000,
      onError: (error) => errors.push(error),
    });
    recorder.record(call('k1'));
    await recorder.flush();
    fail = false;
    recorder.record(call('k1'));
    await recorder.close();
    expect(errors).toHaveLength(1);
    expect(batches).toEqual([1]);
  });
});
