import net from 'node:net';
import type { EngineContext } from '../context';
import { errorCode, errorMessage } from '../net/deadline';
import { formatDuration } from '../net/format';
import { checkHost, pinnedLookup } from '../net/ssrf-guard';
import { registryTurn } from './registry-turn';
import type { WhoisServer } from './whois-servers';

/** WHOIS answers are a few KB; anything far larger is cut here. */
export const WHOIS_MAX_BYTES = 256 * 1024;

export type WhoisText = { ok: true; text: string } | { ok: false; reason: string };

/** One port-43 exchange (RFC 3912): send the name, read until the server closes, capped and timed. */
export async function queryWhois(server: WhoisServer, domain: string, ctx: EngineContext): Promise<WhoisText> {
  const guard = await checkHost(server.host, ctx, { allowPrivate: server.fromConfiguration ? true : undefined });
  if (!guard.ok) return { ok: false, reason: guard.message };
  const busy = await registryTurn(server.host, ctx);
  if (busy) return { ok: false, reason: `WHOIS server ${busy}` };
  const timeoutMs = ctx.options.timeouts.whoisMs;
  return new Promise<WhoisText>((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    let done = false;
    const finish = (result: WhoisText): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const socket = net.connect({ host: server.host, port: server.port, lookup: pinnedLookup(guard) }, () =>
      socket.write(`${domain}\r\n`),
    );
    const timer = setTimeout(
      () =>
        finish({ ok: false, reason: `WHOIS server ${server.host} did not answer within ${formatDuration(timeoutMs)}` }),
      timeoutMs,
    );
    socket.on('data', (chunk: Buffer) => {
      const room = WHOIS_MAX_BYTES - bytes;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      bytes += Math.min(chunk.length, room);
      if (bytes >= WHOIS_MAX_BYTES) finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    });
    socket.on('end', () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    socket.on('close', () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    socket.on('error', (error) =>
      finish({ ok: false, reason: `WHOIS server ${server.host} failed: ${errorCode(error) ?? errorMessage(error)}` }),
    );
  });
}
