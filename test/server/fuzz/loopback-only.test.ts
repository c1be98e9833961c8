import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { refuseNonLoopbackConnections } from '../helpers/loopback-only';

/*
 * The fuzz's network guard must itself be able to fail. Each refused socket below is destroyed in the same tick it
 * was asked to connect, before Node would open it, so nothing leaves the machine even if the guard were broken.
 */
describe('refuseNonLoopbackConnections', () => {
  let guard: ReturnType<typeof refuseNonLoopbackConnections> | undefined;
  afterEach(() => {
    guard?.restore();
    guard = undefined;
  });

  function connectAndDrop(options: net.NetConnectOpts): void {
    const socket = new net.Socket();
    socket.on('error', () => undefined);
    socket.connect(options);
    socket.destroy();
  }

  it('records and refuses an address outside loopback', () => {
    guard = refuseNonLoopbackConnections();
    connectAndDrop({ host: '192.0.2.1', port: 9 });
    expect(guard.attempts).toEqual(['192.0.2.1:9']);
  });

  it('records a name that its own lookup resolves to a public address', () => {
    guard = refuseNonLoopbackConnections();
    connectAndDrop({
      host: 'probe.example',
      port: 443,
      lookup: (_host, _options, callback) =>
        (callback as (e: null, a: string, f: number) => void)(null, '192.0.2.7', 4),
    });
    expect(guard.attempts).toEqual(['probe.example:443 (192.0.2.7)']);
  });

  it('lets loopback through, and is gone after restore', async () => {
    guard = refuseNonLoopbackConnections();
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve, reject) => net.connect({ host: '127.0.0.1', port }, resolve).on('error', reject));
    server.close();
    expect(guard.attempts).toEqual([]);

    guard.restore();
    const after = refuseNonLoopbackConnections();
    after.restore();
    connectAndDrop({ host: '192.0.2.1', port: 9 });
    expect(after.attempts).toEqual([]);
  });
});
