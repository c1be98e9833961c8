import dgram from 'node:dgram';
import net from 'node:net';
import dnsPacket, { type Answer, type Question, type RecordType } from 'dns-packet';

/** A record the test server answers with; data follows dns-packet's shapes (A: '127.0.0.1', MX: { exchange }, ...). */
export interface TestRecord {
  type: RecordType;
  data: unknown;
  ttl?: number;
}

/** name (no trailing dot, lower case) -> records. */
export type RecordTable = Record<string, TestRecord[]>;

/** Answers a question dynamically; return undefined to fall through to the table. */
export type QueryHook = (name: string, type: RecordType) => TestRecord[] | undefined;

export interface TestDnsServer {
  port: number;
  /** For EngineOptions.dnsServers. */
  servers: string[];
  /** Replaces the records of one name (mutable at run time). */
  set(name: string, records: TestRecord[]): void;
  remove(name: string): void;
  /** Dynamic answers, e.g. a rebinding resolver. */
  setHook(hook: QueryHook | undefined): void;
  /** Questions received so far, as 'TYPE name'. */
  queries: string[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;

/** A UDP and TCP DNS server on 127.0.0.1 serving a records table, NXDOMAIN for unknown names. */
export async function startDnsServer(initial: RecordTable = {}): Promise<TestDnsServer> {
  const table = new Map<string, TestRecord[]>(Object.entries(initial).map(([name, records]) => [key(name), records]));
  let hook: QueryHook | undefined;
  const queries: string[] = [];

  const answer = (query: Buffer): Buffer => {
    const request = dnsPacket.decode(query);
    const question = request.questions?.[0];
    if (!question) return dnsPacket.encode({ type: 'response', id: request.id, flags: 1, questions: [] });
    queries.push(`${question.type} ${key(question.name)}`);
    const { answers, exists } = resolve(question);
    return dnsPacket.encode({
      type: 'response',
      id: request.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | (exists ? 0 : NXDOMAIN),
      questions: [question],
      answers,
    });
  };

  // Follows CNAMEs inside the table, as a recursive resolver would, so A questions for an alias get both records.
  const resolve = (question: Question): { answers: Answer[]; exists: boolean } => {
    const answers: Answer[] = [];
    let name = key(question.name);
    for (let depth = 0; depth < 8; depth++) {
      const records = hook?.(name, question.type) ?? table.get(name);
      if (!records || records.length === 0) return { answers, exists: answers.length > 0 };
      const direct = records.filter((r) => r.type === question.type);
      const alias = records.find((r) => r.type === 'CNAME');
      if (direct.length > 0 || !alias || question.type === 'CNAME') {
        answers.push(...direct.map((r) => toAnswer(name, r)));
        return { answers, exists: true };
      }
      answers.push(toAnswer(name, alias));
      name = key(String(alias.data));
    }
    return { answers, exists: true };
  };

  // A large receive buffer so benchmark bursts are not dropped by the kernel (capped by net.core.rmem_max).
  const udp = dgram.createSocket({ type: 'udp4', recvBufferSize: 8 * 1024 * 1024 });
  udp.on('message', (msg, rinfo) => {
    try {
      udp.send(answer(msg), rinfo.port, rinfo.address);
    } catch {
      // A malformed query gets no answer, like a real server dropping it.
    }
  });
  await new Promise<void>((resolveBind) => udp.bind(0, '127.0.0.1', resolveBind));
  const port = udp.address().port;

  // TCP on the same port number, for truncated answers; optional if the port is taken.
  const tcp = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 2) {
        const length = buffer.readUInt16BE(0);
        if (buffer.length < 2 + length) break;
        const msg = buffer.subarray(2, 2 + length);
        buffer = buffer.subarray(2 + length);
        try {
          const reply = answer(msg);
          const prefix = Buffer.alloc(2);
          prefix.writeUInt16BE(reply.length);
          socket.write(Buffer.concat([prefix, reply]));
        } catch {
          socket.destroy();
        }
      }
    });
    socket.on('error', () => undefined);
  });
  const tcpListening = await new Promise<boolean>((resolveListen) => {
    tcp.once('error', () => resolveListen(false));
    tcp.listen(port, '127.0.0.1', () => resolveListen(true));
  });

  return {
    port,
    servers: [`127.0.0.1:${port}`],
    set: (name, records) => void table.set(key(name), records),
    remove: (name) => void table.delete(key(name)),
    setHook: (next) => void (hook = next),
    queries,
    close: async () => {
      await new Promise<void>((done) => udp.close(() => done()));
      if (tcpListening) await new Promise<void>((done) => tcp.close(() => done()));
    },
  };
}

function key(name: string): string {
  return name.toLowerCase().replace(/\.$/, '');
}

function toAnswer(name: string, record: TestRecord): Answer {
  return { type: record.type, name, ttl: record.ttl ?? 300, class: 'IN', data: record.data } as Answer;
}

/** Shorthands for building tables. */
export const rr = {
  a: (address: string, ttl?: number): TestRecord => ({ type: 'A', data: address, ttl }),
  aaaa: (address: string, ttl?: number): TestRecord => ({ type: 'AAAA', data: address, ttl }),
  cname: (target: string): TestRecord => ({ type: 'CNAME', data: target }),
  mx: (exchange: string, preference = 10): TestRecord => ({ type: 'MX', data: { exchange, preference } }),
  ns: (host: string): TestRecord => ({ type: 'NS', data: host }),
  txt: (...strings: string[]): TestRecord => ({ type: 'TXT', data: strings }),
  caa: (tag: 'issue' | 'issuewild' | 'iodef', value: string): TestRecord => ({
    type: 'CAA',
    data: { flags: 0, tag, value },
  }),
  soa: (mname: string, rname: string): TestRecord => ({
    type: 'SOA',
    data: { mname, rname, serial: 2024010101, refresh: 3600, retry: 600, expire: 604800, minimum: 300 },
  }),
};
