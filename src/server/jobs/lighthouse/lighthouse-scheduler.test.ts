import { describe, expect, it, vi } from 'vitest';
import type { LighthouseResult, LighthouseTarget } from '../../engine';
import {
  createLighthouseScheduler,
  LIGHTHOUSE_PLACES,
  type Admission,
  type LighthouseTicket,
} from './lighthouse-scheduler';

const result = (target: LighthouseTarget): LighthouseResult => ({
  status: 'healthy',
  message: `measured ${target.domain}`,
  details: null,
  raw: null,
  durationMs: 10,
  waitedMs: 0,
});

/** A Lighthouse stand-in whose runs finish only when the test says so. */
function gatedLighthouse() {
  const started: string[] = [];
  const gates: Array<() => void> = [];
  const signals: Array<AbortSignal | undefined> = [];
  const run = async (target: LighthouseTarget, signal: AbortSignal | undefined) => {
    started.push(target.domain);
    signals.push(signal);
    await new Promise<void>((resolve) => gates.push(resolve));
    return result(target);
  };
  const finishOne = async () => {
    await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
    gates.shift()!();
  };
  return { run, started, signals, finishOne };
}

const ticketOf = (admission: Admission): LighthouseTicket => {
  if (!admission.ok) throw new Error(`refused for ${admission.retryAfterSeconds} s`);
  return admission.ticket;
};

describe('the Lighthouse scheduler', () => {
  it("bounds each workspace's requests and says when to come back, without touching other workspaces", () => {
    const lighthouse = createLighthouseScheduler({ run: gatedLighthouse().run });
    for (let i = 0; i < LIGHTHOUSE_PLACES.request; i++) ticketOf(lighthouse.admit('team:a', 'request'));
    const refused = lighthouse.admit('team:a', 'request');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    // Nothing timed yet: one ordinary run (~15 s) per workspace ahead, this one's included.
    expect(!refused.ok && refused.retryAfterSeconds).toBe(15);
    expect(lighthouse.held('team:a', 'request')).toBe(LIGHTHOUSE_PLACES.request);
    expect(lighthouse.admit('user:b', 'request').ok).toBe(true);
    // Its daily checks have places of their own.
    expect(lighthouse.admit('team:a', 'check').ok).toBe(true);
  });

  it('gives a place back when a run ends or is released unused, once', async () => {
    const stand = gatedLighthouse();
    const lighthouse = createLighthouseScheduler({ run: stand.run });
    const tickets = Array.from({ length: LIGHTHOUSE_PLACES.request }, () =>
      ticketOf(lighthouse.admit('team:a', 'request')),
    );
    tickets[0]!.release();
    tickets[0]!.release();
    expect(lighthouse.held('team:a', 'request')).toBe(LIGHTHOUSE_PLACES.request - 1);
    await expect(tickets[0]!.run({ domain: 'late.example' }, undefined)).rejects.toThrow('runs once');

    const running = tickets[1]!.run({ domain: 'a.example' }, undefined);
    await stand.finishOne();
    await expect(running).resolves.toMatchObject({ message: 'measured a.example' });
    tickets[1]!.release();
    expect(lighthouse.held('team:a', 'request')).toBe(LIGHTHOUSE_PLACES.request - 2);
    expect(lighthouse.admit('team:a', 'request').ok).toBe(true);
  });

  it('holds one daily check per workspace, and a bounded number in the whole process', () => {
    const lighthouse = createLighthouseScheduler({
      run: gatedLighthouse().run,
      places: { request: 5, check: 1, checksInLine: 3 },
    });
    ticketOf(lighthouse.admit('user:a', 'check'));
    expect(lighthouse.admit('user:a', 'check').ok).toBe(false);
    ticketOf(lighthouse.admit('user:b', 'check'));
    const third = ticketOf(lighthouse.admit('user:c', 'check'));
    expect(lighthouse.admit('user:d', 'check').ok).toBe(false);
    // Requests are not checks: a full line of checks leaves them alone.
    expect(lighthouse.admit('user:d', 'request').ok).toBe(true);
    third.release();
    expect(lighthouse.admit('user:d', 'check').ok).toBe(true);
  });

  it("runs one at a time, taking turns across workspaces, and tells each run's wait and start", async () => {
    const stand = gatedLighthouse();
    const lighthouse = createLighthouseScheduler({ run: stand.run });
    const started: string[] = [];
    const run = (workspace: string, domain: string) =>
      ticketOf(lighthouse.admit(workspace, 'request')).run({ domain }, undefined, () => started.push(domain));
    const runs = [run('team:a', 'a1'), run('team:a', 'a2'), run('team:a', 'a3'), run('user:b', 'b1')];
    await vi.waitFor(() => expect(stand.started).toEqual(['a1']));
    expect(lighthouse.running).toBe(1);
    expect(lighthouse.waiting).toBe(3);
    for (let i = 0; i < runs.length; i++) await stand.finishOne();
    const results = await Promise.all(runs);
    expect(stand.started).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(started).toEqual(stand.started);
    expect(results[0]!.waitedMs).toBeLessThan(results[2]!.waitedMs);
    expect(lighthouse.held('team:a', 'request') + lighthouse.held('user:b', 'request')).toBe(0);
  });

  it('answers a cancelled run for a ticket whose signal aborts while it waits, and frees its place', async () => {
    const stand = gatedLighthouse();
    const lighthouse = createLighthouseScheduler({ run: stand.run });
    const first = ticketOf(lighthouse.admit('team:a', 'request')).run({ domain: 'a1' }, undefined);
    const controller = new AbortController();
    const waiting = ticketOf(lighthouse.admit('user:b', 'check')).run({ domain: 'b1' }, controller.signal);
    controller.abort();
    await expect(waiting).resolves.toMatchObject({ status: 'error', message: 'The performance audit was cancelled' });
    expect(lighthouse.held('user:b', 'check')).toBe(0);
    await stand.finishOne();
    await first;
    expect(stand.started).toEqual(['a1']);
    // Once running, the signal goes to Lighthouse, which stops Chromium.
    const shutdown = new AbortController();
    const running = ticketOf(lighthouse.admit('user:b', 'check')).run({ domain: 'b2' }, shutdown.signal);
    await vi.waitFor(() => expect(stand.signals).toHaveLength(2));
    expect(stand.signals[1]).toBe(shutdown.signal);
    await stand.finishOne();
    await running;
  });
});
