import { describe, expect, it } from 'vitest';
import type { PingBuffer } from './ping-buffer';
import type { PushTarget } from './push.repository';
import { hashPushToken } from './push-token';
import { createPushService } from './push.service';
import { createTokenCache } from './token-cache';

const REAL = 'real-token-real-token-real-token-0123456789';
const target: PushTarget = { monitorId: 'm1', domainId: 'd1' };

/** A database stand-in that counts the lookups running at once. */
function countingLookup() {
  const seen = { running: 0, most: 0, calls: 0 };
  const lookup = async (hash: string) => {
    seen.calls++;
    seen.running++;
    seen.most = Math.max(seen.most, seen.running);
    await new Promise((resolve) => setImmediate(resolve));
    seen.running--;
    return hash === hashPushToken(REAL) ? target : undefined;
  };
  return { seen, lookup };
}

const buffer = { add: () => true } as unknown as PingBuffer;
const ping = (token: string, address: string) => ({
  token,
  kind: 'ping' as const,
  exitCode: null,
  message: null,
  address,
});

describe('the push guess limit', () => {
  it("runs an over-limit caller's lookups one at a time, and still finds its real token", async () => {
    const { seen, lookup } = countingLookup();
    const push = createPushService({
      cache: createTokenCache({ lookup }),
      buffer,
      limits: { perToken: { max: 100, timeWindow: 60_000 }, unknownPerAddress: { max: 2, timeWindow: 60_000 } },
      now: () => 1_000,
    });
    const guess = (i: number, address = 'guesser') => push.receive(ping(`guess-${i}-${'x'.repeat(30)}`, address));
    await expect(guess(1)).rejects.toMatchObject({ statusCode: 404 });
    await expect(guess(2)).rejects.toMatchObject({ statusCode: 404 });

    seen.most = 0;
    const answers = await Promise.allSettled([
      ...Array.from({ length: 8 }, (_, i) => guess(10 + i)),
      push.receive(ping(REAL, 'guesser')),
    ]);
    expect(
      answers.slice(0, 8).map((a) => a.status === 'rejected' && (a.reason as { statusCode: number }).statusCode),
    ).toEqual(Array(8).fill(429));
    expect(answers[8]!.status).toBe('fulfilled');
    expect(seen.most).toBe(1);

    // another caller's lookups are not held in that line
    seen.most = 0;
    await Promise.allSettled(Array.from({ length: 3 }, (_, i) => guess(30 + i, 'someone-else')));
    expect(seen.most).toBe(3);
  });
});
