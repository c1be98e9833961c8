import { createServer, type AddressInfo } from 'node:net';

/**
 * A loopback address no test server binds: a port freed there stays closed. On 127.0.0.1 a port just freed was at
 * times taken at once by another test's server, which then answered a test that wanted "nothing listens".
 */
export const UNBOUND_LOOPBACK = '127.250.0.1';

/** A loopback port nothing listens on right now, for a server a test or benchmark is about to start. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP port on UNBOUND_LOOPBACK where nothing listens, for tests of a refused connection. */
export const closedPort = (): Promise<number> => freePort(UNBOUND_LOOPBACK);
