import net, { type AddressInfo } from 'node:net';

export interface TestWhoisServer {
  port: number;
  /** 'host:port' for EngineOptions.whoisServers. */
  address: string;
  /** Lower-case domain -> answer text; unknown names get the Verisign 'No match' answer. */
  answers: Map<string, string>;
  queries: string[];
  close(): Promise<void>;
}

/** A port-43 WHOIS server (RFC 3912) on 127.0.0.1: reads one line, writes the answer, closes. */
export async function startWhoisServer(answers: Record<string, string> = {}): Promise<TestWhoisServer> {
  const table = new Map(Object.entries(answers).map(([k, v]) => [k.toLowerCase(), v]));
  const queries: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const end = buffer.indexOf('\n');
      if (end === -1) return;
      const query = buffer.slice(0, end).trim().toLowerCase();
      queries.push(query);
      const answer = table.get(query);
      if (answer === 'HANG') return;
      socket.end(answer ?? `No match for "${query.toUpperCase()}".\r\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    address: `127.0.0.1:${port}`,
    answers: table,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
