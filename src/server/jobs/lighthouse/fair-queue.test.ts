import { describe, expect, it, vi } from 'vitest';
import { CancelledWhileWaiting, createFairQueue, type FairQueue } from './fair-queue';

/** Tasks that record when they start and finish only when the test says so. */
function gatedTasks(queue: FairQueue) {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const submit = (key: string, name: string, signal?: AbortSignal) =>
    queue.run(
      key,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          gates.set(name, () => resolve(name));
        }),
      signal,
    );
  const finish = async (name: string) => {
    await vi.waitFor(() => expect(gates.has(name)).toBe(true));
    gates.get(name)!();
    gates.delete(name);
  };
  /** One at a time (concurrency 1): finishes whatever runs, `count` times. */
  const drain = async (count: number) => {
    for (let i = 0; i < count; i++) {
      await vi.waitFor(() => expect(gates.size).toBe(1));
      await finish([...gates.keys()][0]!);
    }
  };
  return { started, submit, finish, drain };
}

describe('the fair queue', () => {
  it("takes turns across keys: a burst waits behind its own tasks, not in front of everyone's", async () => {
    const queue = createFairQueue(1);
    const t = gatedTasks(queue);
    const order: string[] = [];
    const all = [
      ...['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => t.submit('A', name)),
      t.submit('B', 'b1'),
      t.submit('C', 'c1'),
      t.submit('B', 'b2'),
    ].map((p) => p.then((name) => order.push(name)));
    expect(queue.running).toBe(1);
    expect(queue.waiting).toBe(7);
    expect(queue.keysWaiting).toBe(3);
    await t.drain(8);
    await Promise.all(all);
    // a1 started at once; then one turn each for the others before A's second.
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4', 'a5']);
  });

  it('gives a newcomer the next turn, but not a key that keeps coming back one task at a time', async () => {
    const queue = createFairQueue(1);
    const t = gatedTasks(queue);
    const order: string[] = [];
    const track = (p: Promise<string>) => p.then((name) => void order.push(name));
    const backlog = ['b1', 'b2', 'b3'].map((name) => track(t.submit('B', name)));
    const c = ['c1', 'c2', 'c3'].map((name) => track(t.submit('C', name)));
    // A sends its next task only once the previous one finished: it must not win every turn.
    let a = 0;
    const aLoop = (async () => {
      while (a < 3) {
        a += 1;
        await track(t.submit('A', `a${a}`));
      }
    })();
    await t.drain(9);
    await Promise.all([...backlog, ...c, aLoop]);
    expect(order.slice(0, 3)).toEqual(['b1', 'c1', 'a1']);
    // three keys with work: each gets one turn in every three.
    for (let round = 0; round < 3; round++) expect(new Set(order.slice(round * 3, round * 3 + 3)).size).toBe(3);
  });

  it('runs as many at once as its concurrency allows, each key in order', async () => {
    const queue = createFairQueue(2);
    const t = gatedTasks(queue);
    const runs = ['a1', 'a2', 'a3'].map((name) => t.submit('A', name));
    await vi.waitFor(() => expect(t.started).toEqual(['a1', 'a2']));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(1);
    await t.finish('a2');
    await vi.waitFor(() => expect(t.started).toEqual(['a1', 'a2', 'a3']));
    await t.finish('a1');
    await t.finish('a3');
    await expect(Promise.all(runs)).resolves.toEqual(['a1', 'a2', 'a3']);
    expect(queue.running).toBe(0);
  });

  it('lets a task leave the line when its signal aborts, and the next one take the turn', async () => {
    const queue = createFairQueue(1);
    const t = gatedTasks(queue);
    const first = t.submit('A', 'a1');
    const controller = new AbortController();
    const leaving = t.submit('B', 'b1', controller.signal);
    const staying = t.submit('C', 'c1');
    controller.abort();
    await expect(leaving).rejects.toBeInstanceOf(CancelledWhileWaiting);
    expect(queue.waiting).toBe(1);
    await t.finish('a1');
    await t.finish('c1');
    await expect(Promise.all([first, staying])).resolves.toEqual(['a1', 'c1']);
    expect(t.started).toEqual(['a1', 'c1']);
    await expect(queue.run('A', async () => 'never', controller.signal)).rejects.toBeInstanceOf(CancelledWhileWaiting);
  });

  it('passes a failing task on to its caller and keeps going', async () => {
    const queue = createFairQueue(1);
    const failing = queue.run('A', () => Promise.reject(new Error('Chromium crashed')));
    const next = queue.run('B', async () => 'ran');
    await expect(failing).rejects.toThrow('Chromium crashed');
    await expect(next).resolves.toBe('ran');
    expect(queue.running + queue.waiting).toBe(0);
  });
});
