import { behaviours, SECURITY_HEADERS, type Handler } from '../../src/server/engine/testing/http-server';

/**
 * Asks until `probe` answers something, or fails after `ms`: the specs wait on a real server's engine, whose checks
 * come on its own clock, so they poll what the app shows rather than sleep a guessed time.
 */
export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A loopback site the spec takes down and brings back. */
export interface SwitchableSite {
  handler: Handler;
  setUp: (up: boolean) => void;
}

/** Up: a healthy, secure site. Down: 503, still with its security headers, so only the downtime shows. */
export function switchableSite(): SwitchableSite {
  let up = true;
  return {
    handler: (req, res) => {
      if (up) return behaviours.secure()(req, res);
      res.writeHead(503, { ...SECURITY_HEADERS, 'content-type': 'text/html' });
      res.end('<!doctype html><title>down</title>');
    },
    setUp: (value) => {
      up = value;
    },
  };
}
