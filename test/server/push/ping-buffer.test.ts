import { describe, expect, it } from 'vitest';
import { createPingBuffer, type BufferedPing } from '../../../src/server/modules/push/ping-buffer';

const ping = (n: number): BufferedPing => ({
  monitorId: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
  domainId: '00000000-0000-0000-0000-000000000000',
  tokenHash: 'a'.repeat(64),
  kind: 'ping',
  exitCode: null,
  message: n % 2 ? `line "${n}"\n` : null,
  receivedAt: new Date(Date.UTC(2026, 10, 27, 10, 0, n)),
});

/** The ping batches (decision 049): nothing lost to a database blip, and a bounded queue when writes fall behind. */
describe('ping buffer', () => {
  it('writes many pings per statement, in arrival order', async () => {
    const batches: unknown[][] = [];
    const buffer = createPingBuffer({
      write: async (json) => batches.push(JSON.parse(json) as unknown[]) && (JSON.parse(json) as unknown[]).length,
      intervalMs: 60_000,
      maxRows: 3,
    });
    for (let i = 1; i <= 7; i++) buffer.add(ping(i));
    await buffer.close();
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(batches.flat().map((r) => (r as { m: string }).m.slice(-1))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(batches[0]![0]).toEqual({
      m: ping(1).monitorId,
      h: 'a'.repeat(64),
      k: 'ping',
      e: null,
      t: 'line "1"\n',
      at: '2026-11-27T10:00:01.000Z',
    });
  });

  it('keeps a batch the database refused and writes it at the next flush', async () => {
    let down = true;
    const stored: number[] = [];
    const errors: string[] = [];
    const buffer = createPingBuffer({
      write: async (json) => {
        if (down) throw new Error('connection refused');
        const rows = JSON.parse(json) as unknown[];
        stored.push(rows.length);
        return rows.length;
      },
      intervalMs: 60_000,
      onError: (_e, message) => errors.push(message),
    });
    buffer.add(ping(1));
    buffer.add(ping(2));
    await buffer.flush();
    expect(stored).toEqual([]);
    expect(buffer.pending).toBe(2);
    down = false;
    buffer.add(ping(3));
    await buffer.flush();
    expect(stored).toEqual([2, 1]);
    expect(buffer.pending).toBe(0);
    expect(errors).toEqual(['heartbeat pings not written yet; trying again']);
    await buffer.close();
  });

  it('refuses pings beyond its bound while writes fall behind, and takes them again once written', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const buffer = createPingBuffer({
      write: async (json) => (await gate, (JSON.parse(json) as unknown[]).length),
      intervalMs: 60_000,
      maxRows: 2,
      maxPending: 3,
    });
    expect([1, 2, 3, 4].map((n) => buffer.add(ping(n)))).toEqual([true, true, true, false]);
    release();
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    expect(buffer.add(ping(5))).toBe(true);
    await buffer.close();
  });
});
