import type { PushKind } from '../../../shared/contracts/push';

export interface BufferedPing {
  monitorId: string;
  domainId: string;
  tokenHash: string;
  kind: PushKind;
  exitCode: number | null;
  message: string | null;
  receivedAt: Date;
}

export interface PingBufferOptions {
  /** Stores one batch (a JSON array, see PushRepository.insertPings); answers how many rows were stored. */
  write: (batch: string) => Promise<number>;
  /** Told after each batch is stored: its token hashes, and whether every row of it was. */
  written?: (batch: { hashes: Set<string>; complete: boolean; checks: Map<string, string> }) => void | Promise<void>;
  /** A batch is written this often (1 s)... */
  intervalMs?: number;
  /** ...or as soon as this many pings wait (200: on the embedded database a statement holds the event loop, so short ones). */
  maxRows?: number;
  /** Pings held at most, waiting and being written: beyond, new ones are refused (the caller answers 503). */
  maxPending?: number;
  /** A batch that cannot be written is tried again this many times (at the next flushes) before it is dropped. */
  attempts?: number;
  onError?: (error: unknown, message: string) => void;
}

interface Batch {
  json: string;
  rows: number;
  hashes: Set<string>;
  /** Monitors (id -> domain id) whose check is asked for once this batch is stored (a failure reported). */
  checks: Map<string, string>;
  attempts: number;
}

const emptyBatch = (): Batch => ({ json: '', rows: 0, hashes: new Set(), checks: new Map(), attempts: 0 });

/**
 * Pings wait here and are written many rows per statement, never one write per request (decision 049). One batch
 * is written at a time; a failed one is tried again (a database blip must not turn into a "silent" alert) while
 * the pings behind it keep queueing up to `maxPending`, after which the push URL answers 503 and curl's --retry
 * brings them back later.
 */
export function createPingBuffer({
  write,
  written,
  intervalMs = 1000,
  maxRows = 200,
  maxPending = 50_000,
  attempts = 5,
  onError = (error, message) => console.error(message, error),
}: PingBufferOptions) {
  let current = emptyBatch();
  /** Full batches waiting for their turn (the oldest first), and their rows with those being written. */
  const queue: Batch[] = [];
  let pending = 0;
  let writing: Promise<void> | undefined;
  /** The last write failed: only the timer (or close) tries again, not every full batch at once. */
  let blocked = false;
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  async function writeQueued(): Promise<void> {
    while (queue.length) {
      const batch = queue[0]!;
      let stored: number;
      try {
        stored = await write(`${batch.json}]`);
      } catch (error) {
        batch.attempts++;
        if (batch.attempts >= attempts) {
          queue.shift();
          pending -= batch.rows;
          onError(error, `heartbeat pings lost: a batch of ${batch.rows} could not be written`);
        } else {
          onError(error, 'heartbeat pings not written yet; trying again');
          blocked = true;
          return;
        }
        continue;
      }
      queue.shift();
      pending -= batch.rows;
      // what follows a stored batch must not make it be written twice
      try {
        await written?.({ hashes: batch.hashes, complete: stored === batch.rows, checks: batch.checks });
      } catch (error) {
        onError(error, 'after heartbeat pings were written');
      }
    }
  }

  function seal() {
    if (!current.rows) return;
    queue.push(current);
    current = emptyBatch();
  }

  /** Writes what waits (after the batch being written, if any); `retry`: also after a failed write. */
  function flush(retry = true): Promise<void> {
    seal();
    if (writing) return writing.then(() => flush(false));
    if (!queue.length || (blocked && !retry)) return Promise.resolve();
    blocked = false;
    writing = writeQueued().finally(() => (writing = undefined));
    return writing;
  }

  return {
    /** Queues a ping; false when the buffer is full (nothing queued). `check`: ask for the monitor's check once stored. */
    add(ping: BufferedPing, check = false): boolean {
      if (pending >= maxPending) return false;
      current.json +=
        `${current.rows ? ',' : '['}{"m":"${ping.monitorId}","h":"${ping.tokenHash}","k":"${ping.kind}",` +
        `"e":${ping.exitCode ?? 'null'},"t":${ping.message === null ? 'null' : JSON.stringify(ping.message)},"at":"${ping.receivedAt.toISOString()}"}`;
      current.rows++;
      current.hashes.add(ping.tokenHash);
      if (check) current.checks.set(ping.monitorId, ping.domainId);
      pending++;
      if (current.rows >= maxRows) void flush(false);
      return true;
    },
    flush: () => flush(true),
    /** Pings held (waiting and being written). */
    get pending() {
      return pending;
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}

export type PingBuffer = ReturnType<typeof createPingBuffer>;
