/**
 * Probe benchmark: CPU and wall time per probe kind and per quick scan against loopback servers, and quick
 * scans per second with 200 in flight. Run with `npx tsx bench/probes/run.ts`; it stops by itself.
 *
 * The loopback servers run in child processes (DNS in its own) so the CPU figures are the engine's own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { closeEngineContext } from '../../src/server/engine/context';
import { DEFAULT_TIMEOUTS, type EngineOptions } from '../../src/server/engine/options';
import { runProbe } from '../../src/server/engine/registry';
import { runScan, SCAN_CHECK_TYPES } from '../../src/server/engine/scan';
import { startDnsServer, type RecordTable } from '../../src/server/engine/testing/dns-server';
import { healthyZone, startLoopbackLab } from '../../src/server/engine/testing/loopback-lab';
import type { ProbeKind } from '../../src/server/engine/types';

const SITES = 200;
const site = (i: number): string => `site${i % SITES}.sitewarden.test`;
const PHASE_TIME_CAP_MS = 15_000;

interface Row {
  name: string;
  count: number;
  wallMs: number;
  cpuMs: number;
  p50: number;
  p95: number;
  failures: number;
}

// ---- child: the loopback servers -------------------------------------------------------------------------
async function serveLab(): Promise<void> {
  const lab = await startLoopbackLab({ dnsblZones: ['bl.sitewarden.test:ip', 'dbl.sitewarden.test:domain'] });
  for (let i = 0; i < SITES; i++) lab.addSite(site(i), { expiresInDays: 300 });
  process.send?.({ options: lab.options });
  process.on('disconnect', () => {
    void lab.close().then(() => process.exit(0));
  });
}

// ---- second child: the same DNS records, so DNS answers do not queue behind TLS handshakes ---------------
async function serveDns(): Promise<void> {
  const records = Object.assign({}, ...Array.from({ length: SITES }, (_, i) => healthyZone(site(i)))) as RecordTable;
  const dns = await startDnsServer(records);
  process.send?.({ dnsServers: dns.servers });
  process.on('disconnect', () => {
    void dns.close().then(() => process.exit(0));
  });
}

// ---- parent: the measurements ----------------------------------------------------------------------------
function startChild<T>(mode: string): Promise<{ child: ChildProcess; message: T }> {
  const child = fork(fileURLToPath(import.meta.url), [mode], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, message: message as T }));
    child.once('exit', (code) => reject(new Error(`${mode} process exited with ${code}`)));
  });
}

async function measure(
  name: string,
  count: number,
  inFlight: number,
  task: (i: number) => Promise<boolean>,
): Promise<Row> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < count && performance.now() - started < PHASE_TIME_CAP_MS) {
      const i = next++;
      const t0 = performance.now();
      if (!(await task(i))) failures++;
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  const pct = (p: number): number => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    name,
    count: latencies.length,
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1_000,
    p50: pct(0.5),
    p95: pct(0.95),
    failures,
  };
}

function print(rows: Row[]): void {
  const header = ['benchmark', 'runs', 'wall s', 'CPU ms/run', 'runs/s', 'p50 ms', 'p95 ms', 'not ok'];
  const lines = rows.map((r) => [
    r.name,
    String(r.count),
    (r.wallMs / 1_000).toFixed(2),
    (r.cpuMs / Math.max(1, r.count)).toFixed(3),
    (r.count / (r.wallMs / 1_000)).toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  const [lab, dns] = await Promise.all([
    startChild<{ options: EngineOptions }>('--lab'),
    startChild<{ dnsServers: string[] }>('--dns'),
  ]);
  // Production timeouts: under 200 in flight the loopback servers are slow, and slow is not down.
  const labOptions: EngineOptions = {
    ...lab.message.options,
    dnsServers: dns.message.dnsServers,
    timeouts: { ...DEFAULT_TIMEOUTS },
  };
  // Monitoring mode: keep-alive sockets per origin, as the scheduler would run uptime checks.
  const monitoring: EngineOptions = { ...labOptions, keepAliveMs: 15_000 };
  const fresh: EngineOptions = { ...labOptions, keepAliveMs: 0 };
  const ok = (status: string): boolean => status === 'healthy';
  const rows: Row[] = [];

  // Warm-up: JIT, TLS session caches, module loading.
  await measure('warm-up', 100, 20, async (i) => ok((await runProbe('http', { domain: site(i) }, monitoring)).status));

  const kinds: Array<[string, ProbeKind, EngineOptions, number]> = [
    ['http (keep-alive)', 'http', monitoring, 2_000],
    ['http (new connection)', 'http', fresh, 500],
    ['dns', 'dns', fresh, 500],
    ['ssl', 'ssl', fresh, 500],
    ['whois (rdap)', 'whois', fresh, 500],
    ['security', 'security', fresh, 300],
  ];
  for (const [name, kind, options, count] of kinds) {
    rows.push(
      await measure(name, count, 20, async (i) => ok((await runProbe(kind, { domain: site(i) }, options)).status)),
    );
  }
  // A scan is 'not ok' when a check failed (critical or error); a performance warning under load is expected.
  const failures = new Map<string, number>();
  const scanOk = async (i: number): Promise<boolean> => {
    const scan = await runScan({ domain: site(i), checkTypes: SCAN_CHECK_TYPES }, fresh);
    const failed = [scan.dns, scan.ssl, scan.whois, scan.security, scan.performance].filter(
      (c) => c?.status === 'critical' || c?.status === 'error',
    );
    for (const check of failed) failures.set(check?.message ?? '', (failures.get(check?.message ?? '') ?? 0) + 1);
    return failed.length === 0;
  };
  rows.push(await measure('quick scan (5 checks)', 200, 20, scanOk));
  rows.push(await measure('quick scans, 200 in flight', 2_000, 200, scanOk));

  print(rows);
  for (const [message, count] of [...failures].slice(0, 5)) console.log(`  failed check x${count}: ${message}`);
  console.log(
    `\nRSS ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB; ${SITES} sites on loopback; CPU is this process only (servers run in child processes).`,
  );
  console.log(
    'not ok = probe results other than healthy; scans with a critical or error check. Every site is set up healthy.',
  );
  closeEngineContext(monitoring);
  closeEngineContext(fresh);
  lab.child.disconnect();
  dns.child.disconnect();
}

if (process.argv.includes('--lab')) {
  void serveLab();
} else if (process.argv.includes('--dns')) {
  void serveDns();
} else {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
