import type { LookupAddress } from 'node:dns';
import net from 'node:net';

const isLoopbackAddress = (address: string) =>
  address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.');

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;
type Lookup = (hostname: string, options: object, callback: LookupCallback) => void;

/**
 * Refuses, and records, every TCP connection this process starts towards anything but loopback: an address
 * outside 127.0.0.0/8 and ::1, a name the system resolver would look up (the lookup itself would leave the
 * machine), or a name whose own `lookup` (the SSRF guard's pinned lookup) answers a public address. For suites
 * that send generated input to every route: whatever a route tries, nothing reaches the network. The refused
 * socket fails like an unreachable host would. `restore()` puts `net.Socket.prototype.connect` back (server test
 * files share one process; decision 025).
 */
export function refuseNonLoopbackConnections(): { attempts: string[]; restore(): void } {
  const attempts: string[] = [];
  // Taken from the descriptor (not read off the prototype as a method) to be put back exactly as it was.
  const descriptor = Object.getOwnPropertyDescriptor(net.Socket.prototype, 'connect')!;
  const original = descriptor.value as (...args: unknown[]) => net.Socket;
  const refuse = (socket: net.Socket, target: string) => {
    attempts.push(target);
    process.nextTick(() => socket.destroy(new Error(`test: connection to ${target} refused (loopback only)`)));
    return socket;
  };
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    // net.connect hands over its normalized arguments as one array; direct callers pass (options | port, ...).
    const first: unknown = Array.isArray(args[0]) ? args[0][0] : args[0];
    const options: { host?: string; port?: number; path?: string; lookup?: Lookup } =
      typeof first === 'object' && first !== null
        ? first
        : typeof first === 'number'
          ? { port: first, host: typeof args[1] === 'string' ? args[1] : undefined }
          : { path: String(first) };
    if (options.path) return Reflect.apply(original, this, args);
    const host = options.host ?? 'localhost';
    const target = `${host}:${options.port ?? ''}`;
    if (net.isIP(host)) {
      return isLoopbackAddress(host) ? Reflect.apply(original, this, args) : refuse(this, target);
    }
    if (options.lookup) {
      const lookup = options.lookup;
      options.lookup = (hostname, lookupOptions, callback) => {
        lookup(hostname, lookupOptions, (error, address, family) => {
          const addresses = typeof address === 'string' ? [address] : (address ?? []).map((a) => a.address);
          if (!error && addresses.some((a) => !isLoopbackAddress(a))) {
            attempts.push(`${target} (${addresses.join(', ')})`);
            callback(new Error(`test: connection to ${target} refused (loopback only)`), address, family);
            return;
          }
          callback(error, address, family);
        });
      };
      return Reflect.apply(original, this, args);
    }
    return host === 'localhost' ? Reflect.apply(original, this, args) : refuse(this, target);
  };
  return {
    attempts,
    restore() {
      Object.defineProperty(net.Socket.prototype, 'connect', descriptor);
    },
  };
}
