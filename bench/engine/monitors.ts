/**
 * Monitor benchmark (issue 16): a mix of probed monitors (endpoint, keyword, JSON, TCP with and without TLS, DNS
 * record) at a 60 s interval against loopback targets, through their check families (probe, recording, rules).
 *
 *   npx tsx bench/engine/run.ts --monitors                 # 10,000 monitors, 3 minutes
 *   npx tsx bench/engine/monitors.ts --monitors 2000 --minutes 2 --interval 30
 *   npx tsx bench/engine/run.ts --monitors --heartbeats 10     # 10% heartbeat silence checks (pings from memory)
 *   npx tsx bench/engine/run.ts --monitors --only tcp --monitors 3000 --profile /tmp/tcp.cpuprofile
 *
 * Until the runner schedules monitor instances (families/index.ts), this drives the families itself: each monitor
 * due at its own phase of the interval, its FamilyCheck's record and rule state kept in memory (no database: the
 * history writer's cost is bench/engine run.ts's business). Prints CPU per check after the first interval, checks
 * completed vs expected, and the results that were not up. The targets and DNS run in a child process.
 * Target (issue 16): <= 0.30 ms CPU per check after the first interval.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeEngineContext, defaultEngineOptions, type EngineOptions } from '../../src/server/engine';
import { rr, startDnsServer, type RecordTable } from '../../src/server/engine/testing/dns-server';
import { dnsRecordSettingsSchema, endpointSettingsSchema, heartbeatSettingsSchema, jsonSettingsSchema, keywordSettingsSchema, tcpSettingsSchema } from '../../src/shared/contracts/monitors';
import type { CheckFamilyDescriptor, MonitorInstance } from '../../src/server/jobs/monitoring/family';
import { dnsRecordFamily } from '../../src/server/jobs/monitoring/families/dns-record';
import { endpointFamily } from '../../src/server/jobs/monitoring/families/endpoint';
import { fakeCheck, fakeMonitor } from '../../src/server/jobs/monitoring/families/fake-family-check';
import { createHeartbeatFamily, type HeartbeatSettings } from '../../src/server/jobs/monitoring/families/heartbeat';
import type { HeartbeatPings } from '../../src/server/jobs/monitoring/families/heartbeat-pings';
import { jsonFamily } from '../../src/server/jobs/monitoring/families/json';
import { keywordFamily } from '../../src/server/jobs/monitoring/families/keyword';
import { tcpFamily } from '../../src/server/jobs/monitoring/families/tcp';

const SUFFIX = 'sitewarden.test';
const host = (i: number) => `mon${i}.${SUFFIX}`;
const address = (i: number, addresses: number) => `127.0.0.${1 + (i % addresses)}`;

interface Targets {
  httpPort: number;
  httpsPort: number;
  tcpPort: number;
  dnsServers: string[];
  certificate: string;
}

const BODY = JSON.stringify({ status: 'ok', version: 3, checks: { database: 'ok', queue: 'ok' }, padding: 'x'.repeat(1500) });

async function serveTargets(monitors: number, addresses: number): Promise<Targets> {
  const handler: http.RequestListener = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(BODY) });
    res.end(BODY);
  };
  const hosts = Array.from({ length: addresses }, (_, i) => `127.0.0.${1 + i}`);
  const certificate = p256Certificate();
  const listenAll = async (make: () => net.Server): Promise<number> => {
    let port = 0;
    for (const h of hosts) {
      const server = make();
      // idle connections kept 75 s (nginx's default) on HTTP and HTTPS alike, so a 60 s check reuses its own
      if ('keepAliveTimeout' in server) server.keepAliveTimeout = 75_000;
      await new Promise<void>((resolve) => server.listen(port, h, resolve));
      port = (server.address() as AddressInfo).port;
    }
    return port;
  };
  const httpPort = await listenAll(() => http.createServer(handler));
  const httpsPort = await listenAll(() => https.createServer(certificate, handler));
  const tcpPort = await listenAll(() =>
    net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.resume();
      socket.end('220 ready\r\n');
    }),
  );
  const records: RecordTable = {};
  for (let i = 0; i < monitors; i++) records[host(i)] = [rr.a(address(i, addresses), 300), rr.mx(`mail.${host(i)}`, 10), rr.txt(`v=spf1 ip4:${address(i, addresses)} -all`)];
  const dns = await startDnsServer(records);
  dns.queries.push = () => 0;
  return { httpPort, httpsPort, tcpPort, dnsServers: dns.servers, certificate: certificate.cert };
}

function p256Certificate(): { key: string; cert: string } {
  // files, not /dev/stdout: a pipe to Node is a socket, which openssl cannot open by name
  const dir = mkdtempSync(join(tmpdir(), 'sitewarden-bench-cert-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', `/CN=*.${SUFFIX}`, '-addext', `subjectAltName=DNS:*.${SUFFIX}`, '-days', '30', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function inspectorSession() {
  const session = new inspector.Session();
  session.connect();
  return { post: (method: string, params?: object) => new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result)))) };
}

type Entry = { family: CheckFamilyDescriptor<unknown>; monitor: MonitorInstance<unknown>; states: Map<string, unknown> };

/**
 * Heartbeat silence checks read the monitor's latest two pings from the database (readHeartbeatPings: one indexed
 * read); here from memory instead, a job that pings every period at its own phase, so the figure is the family's
 * own cost (assessing the pings, the sentence, the downtime rule) without the query's.
 */
const HEARTBEAT_PERIOD_MS = 60_000;
const heartbeatFamily = createHeartbeatFamily(async (_check, monitorId) => {
  const phase = Number(monitorId.slice(1)) % HEARTBEAT_PERIOD_MS;
  const now = Date.now();
  const lastAt = Math.floor((now - phase) / HEARTBEAT_PERIOD_MS) * HEARTBEAT_PERIOD_MS + phase;
  const pings: HeartbeatPings = {
    createdAt: new Date(now - 3_600_000),
    latest: [
      { kind: 'ping', exitCode: 0, message: null, receivedAt: new Date(lastAt) },
      { kind: 'ping', exitCode: 0, message: null, receivedAt: new Date(lastAt - HEARTBEAT_PERIOD_MS) },
    ],
  };
  return pings;
});

/**
 * The mix: 30% endpoint (http), 20% keyword (http), 20% JSON (https), 10% TCP, 5% TCP over TLS, 15% DNS record; with
 * --heartbeats P, P% of the monitors (every index whose i % 100 < P) are heartbeats instead, the rest as above.
 */
function monitorAt(i: number, t: Targets, heartbeatPercent: number): Entry {
  const slot = i % 20;
  const h = host(i);
  const entry = (family: CheckFamilyDescriptor<never>, monitor: MonitorInstance<unknown>): Entry => ({ family, monitor, states: new Map() });
  const id = { id: `m${i}`, name: `monitor ${i}` };
  if (i % 100 < heartbeatPercent) {
    const settings: HeartbeatSettings = heartbeatSettingsSchema.parse({ periodSeconds: HEARTBEAT_PERIOD_MS / 1000, graceSeconds: 300 });
    return entry(heartbeatFamily, fakeMonitor('heartbeat', settings, id));
  }
  if (slot < 6) return entry(endpointFamily, fakeMonitor('endpoint', endpointSettingsSchema.parse({ url: `http://${h}:${t.httpPort}/health` }), id));
  if (slot < 10) return entry(keywordFamily, fakeMonitor('keyword', keywordSettingsSchema.parse({ url: `http://${h}:${t.httpPort}/`, keyword: '"queue":"ok"' }), id));
  if (slot < 14) return entry(jsonFamily, fakeMonitor('json', jsonSettingsSchema.parse({ url: `https://${h}:${t.httpsPort}/api`, path: '$.checks.database', expected: 'ok' }), id));
  if (slot < 16) return entry(tcpFamily, fakeMonitor('tcp', tcpSettingsSchema.parse({ host: h, port: t.tcpPort }), id));
  if (slot < 17) return entry(tcpFamily, fakeMonitor('tcp', tcpSettingsSchema.parse({ host: h, port: t.httpsPort, tls: true }), id));
  return entry(dnsRecordFamily, fakeMonitor('dns-record', dnsRecordSettingsSchema.parse({ host: h, recordType: slot % 2 ? 'MX' : 'TXT', expected: [slot % 2 ? `10 mail.${h}` : `v=spf1 ip4:${address(i, 8)} -all`] }), id));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      monitors: { type: 'string', default: '10000' },
      minutes: { type: 'string', default: '3' },
      interval: { type: 'string', default: '60' },
      addresses: { type: 'string', default: '8' },
      /** One family only (endpoint, keyword, json, tcp, dns-record): its figure alone. */
      only: { type: 'string' },
      /** Percentage of heartbeat silence checks in the mix (pings from memory, not the database). */
      heartbeats: { type: 'string', default: '0' },
      /** CPU profile of the steady state (after the first interval) written to this file. */
      profile: { type: 'string' },
    },
    allowPositionals: true,
    strict: false,
  });
  const count = Number(values.monitors);
  // the targets serve (DNS names for) every index the mix may pick when one family is asked for
  const names = count * 20;
  const intervalMs = Number(values.interval) * 1000;
  const durationMs = Number(values.minutes) * 60_000;
  const addresses = Number(values.addresses);

  const child = fork(fileURLToPath(import.meta.url), ['--targets', String(names), String(addresses)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const targets = await new Promise<Targets>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Targets));
    child.once('exit', (code) => reject(new Error(`targets exited with ${code}`)));
  });

  const base = defaultEngineOptions();
  const options: EngineOptions = { ...base, allowPrivateTargets: true, dnsServers: targets.dnsServers, extraCa: [targets.certificate], dnsblZones: [] };
  const only = typeof values.only === 'string' ? values.only : undefined;
  const heartbeatPercent = only === 'heartbeat' ? 100 : Number(values.heartbeats);
  const entries: Entry[] = [];
  for (let i = 0; entries.length < count; i++) {
    const entry = monitorAt(i, targets, heartbeatPercent);
    if (!only || entry.monitor.type === only) entries.push(entry);
  }
  // each monitor at its own phase of the interval, as the scheduler spreads them
  const due = entries.map((_, i) => (i * intervalMs) / count);

  const profileFile = typeof values.profile === 'string' ? values.profile : undefined;
  const profiler = profileFile ? inspectorSession() : undefined;
  let completed = 0;
  let inFlight = 0;
  const notUp = new Map<string, number>();
  const t0 = performance.now();
  let steady: { cpu: NodeJS.CpuUsage; at: number; completed: number } | undefined;
  let next = 0;
  let round = 0;

  const runOne = async (entry: Entry): Promise<void> => {
    inFlight++;
    const check = fakeCheck({ monitor: entry.monitor, engine: options, states: entry.states });
    await entry.family.run(check);
    const recorded = check.recorded[0];
    // failures of the first interval (every connection and DNS answer new at once) are not the steady state's
    if (recorded && !recorded.up && steady) {
      const key = `${entry.monitor.type}: ${recorded.message.replace(/\d+(\.\d+)? m?s/g, 'N ms')}`;
      notUp.set(key, (notUp.get(key) ?? 0) + 1);
    }
    completed++;
    inFlight--;
  };

  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - t0;
      if (!steady && elapsed >= intervalMs) {
        steady = { cpu: process.cpuUsage(), at: performance.now(), completed };
        if (profiler) void profiler.post('Profiler.enable').then(() => profiler.post('Profiler.start'));
      }
      while (next < count && due[next]! + round * intervalMs <= elapsed) {
        void runOne(entries[next]!);
        next++;
        if (next === count) {
          next = 0;
          round++;
        }
      }
      if (elapsed >= durationMs) {
        clearInterval(tick);
        resolve();
      }
    }, 20);
  });
  const wallMs = performance.now() - (steady?.at ?? t0);
  const cpu = steady ? process.cpuUsage(steady.cpu) : process.cpuUsage();
  const checks = completed - (steady?.completed ?? 0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const expected = Math.floor((count * durationMs) / intervalMs);
  const mix = '30% endpoint, 20% keyword, 20% JSON over HTTPS, 10% TCP, 5% TCP+TLS, 15% DNS record';
  const described = only ? `${only} only` : heartbeatPercent > 0 ? `mix: ${heartbeatPercent}% heartbeat (pings from memory), the rest ${mix}` : `mix: ${mix}`;
  console.log(`monitors ${count} (${described}), interval ${intervalMs / 1000} s, ${durationMs / 60_000} min`);
  console.log(`CPU per check (after ${intervalMs / 1000} s)     ${(cpuMs / Math.max(1, checks)).toFixed(3)} ms   (target <= 0.30 ms)`);
  console.log(`CPU per check user / system        ${(cpu.user / 1000 / Math.max(1, checks)).toFixed(3)} / ${(cpu.system / 1000 / Math.max(1, checks)).toFixed(3)} ms`);
  console.log(`average CPU (after ${intervalMs / 1000} s)           ${((100 * cpuMs) / wallMs).toFixed(1)}% of one core`);
  console.log(`checks completed / expected        ${completed} / ${expected} (${inFlight} in flight at the end)`);
  console.log(`RSS                                ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  console.log(`load average (1, 5, 15 min)        ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
  for (const [message, n] of notUp) console.log(`  not up after the first interval x${n}: ${message}`);
  if (profiler && profileFile) {
    const { profile } = (await profiler.post('Profiler.stop')) as { profile: object };
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log(`CPU profile of the steady state written to ${profileFile}`);
  }
  closeEngineContext(options);
  child.disconnect();
}

if (process.argv.includes('--targets')) {
  const at = process.argv.indexOf('--targets');
  void serveTargets(Number(process.argv[at + 1]), Number(process.argv[at + 2])).then((ready) => process.send?.(ready));
  process.on('disconnect', () => process.exit(0));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

export { main as runMonitorsBench };
