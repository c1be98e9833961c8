import { createHash, X509Certificate } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type * as Lighthouse from 'lighthouse';
import { getEngineContext, type EngineContext } from '../context';
import { DeadlineError, errorMessage, withDeadline } from '../net/deadline';
import { formatDuration } from '../net/format';
import { startGuardedProxy, type GuardedProxy } from '../net/guarded-proxy';
import { normalizeDomain } from '../net/normalize-domain';
import { checkHost, type CheckedAddress } from '../net/ssrf-guard';
import type { EngineOptions } from '../options';
import type { CheckStatus } from '../types';
import {
  lighthouseVerdict,
  readLighthouseResult,
  trimLighthouseResult,
  type LighthouseDetails,
  type LighthouseDevice,
} from './lighthouse-report';

export type {
  LighthouseDetails,
  LighthouseDevice,
  LighthouseResource,
  LighthouseScores,
  LighthouseThirdParty,
  LighthouseVitals,
} from './lighthouse-report';

export interface LighthouseTarget {
  /** As typed or stored; normalised here. */
  domain: string;
  /** The page to audit (e.g. where the HTTP probe ended after redirects); https://domain/ when absent. */
  url?: string;
}

export interface LighthouseRunOptions {
  chromiumPath: string;
  device: LighthouseDevice;
  /** Hard limit for one run, Chromium start included (90 s). */
  timeoutMs?: number;
  /** Stops the run and Chromium (shutdown). */
  signal?: AbortSignal;
}

export interface LighthouseResult {
  status: CheckStatus;
  message: string;
  details: LighthouseDetails | null;
  /** The Lighthouse result without screenshots, for storage; null when there is none. */
  raw: Record<string, unknown> | null;
  /** The run itself; time spent waiting for a turn is in waitedMs (set by the caller's scheduler; 0 here). */
  durationMs: number;
  waitedMs: number;
}

export const DEFAULT_LIGHTHOUSE_TIMEOUT_MS = 90_000;

/** DESIGN §2: what Chromium needs to run headless in a container, plus no background traffic of its own. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type LighthouseModule = typeof Lighthouse;
let lighthouseModule: Promise<LighthouseModule> | undefined;
// Loaded on first use: the module graph is large and most processes never run an audit.
const loadLighthouse = (): Promise<LighthouseModule> => (lighthouseModule ??= import('lighthouse'));

/**
 * Lighthouse on Chromium for one page: category scores, lab vitals, every request and the third parties.
 * The target passes the SSRF guard first; Chromium then reaches the network only through a guarded proxy and
 * has the target's checked address pinned. Never throws, never outlives its deadline, always stops Chromium.
 * It runs at once: one run costs ~8 s of CPU, so the server queues runs in its Lighthouse scheduler
 * (jobs/lighthouse/lighthouse-scheduler.ts), one at a time, taking turns across workspaces.
 */
export async function runLighthouse(
  target: LighthouseTarget,
  options: EngineOptions,
  run: LighthouseRunOptions,
): Promise<LighthouseResult> {
  const started = performance.now();
  const result = (
    status: CheckStatus,
    message: string,
    details: LighthouseDetails | null = null,
    raw: Record<string, unknown> | null = null,
  ): LighthouseResult => ({
    status,
    message,
    details,
    raw,
    durationMs: Math.round(performance.now() - started),
    waitedMs: 0,
  });
  if (run.signal?.aborted) return result('error', 'The performance audit was cancelled');
  try {
    return await audit(target, options, run, result);
  } catch (error) {
    return result('error', `The performance audit failed unexpectedly: ${errorMessage(error)}`);
  }
}

type ResultOf = (
  status: CheckStatus,
  message: string,
  details?: LighthouseDetails | null,
  raw?: Record<string, unknown> | null,
) => LighthouseResult;

async function audit(
  target: LighthouseTarget,
  options: EngineOptions,
  run: LighthouseRunOptions,
  result: ResultOf,
): Promise<LighthouseResult> {
  const normalized = normalizeDomain(target.domain, { addresses: true });
  if (!normalized.ok) return result('error', normalized.message);
  let url: URL;
  try {
    url = new URL(target.url ?? `https://${normalized.domain}/`);
  } catch {
    return result('error', `Not a valid address: ${target.url ?? ''}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return result('error', `Only http and https pages can be audited (${url.protocol})`);

  // chrome-launcher turns a missing binary into an uncaught 'error' event of its child process: check first.
  const chromium = await access(run.chromiumPath, constants.X_OK).then(
    () => true,
    () => false,
  );
  if (!chromium) return result('error', `Chromium was not found at ${run.chromiumPath} (set CHROMIUM_PATH)`);

  const ctx = getEngineContext(options);
  const guard = await checkHost(url.hostname, ctx);
  if (!guard.ok)
    return result(guard.reason === 'refused' || guard.reason === 'dns-error' ? 'error' : 'critical', guard.message);

  const timeoutMs = run.timeoutMs ?? DEFAULT_LIGHTHOUSE_TIMEOUT_MS;
  let proxy: GuardedProxy | undefined;
  let userDataDir: string | undefined;
  let launching: Promise<LaunchedChrome> | undefined;
  // Set once the run is over (deadline, cancel): work still under way must not start Chromium after that.
  let over = false;
  try {
    proxy = await startGuardedProxy(ctx, {
      pinned: new Map([[url.hostname, guard]]),
      connectTimeoutMs: options.timeouts.connectMs,
    });
    userDataDir = await mkdtemp(join(tmpdir(), 'sitewarden-chromium-'));
    const proxyUrl = proxy.url;
    const profile = userDataDir;
    const work = async () => {
      const flags = [
        ...CHROMIUM_FLAGS,
        // Every request, loopback included, goes through the guarded proxy...
        `--proxy-server=${proxyUrl}`,
        '--proxy-bypass-list=<-loopback>',
        // ...and should anything reach Chromium's own resolver, the target still maps to the checked address.
        `--host-resolver-rules=MAP ${url.hostname} ${hostRule(guard)}`,
      ];
      const spki = url.protocol === 'https:' ? await extraTrust(url, guard, ctx) : null;
      if (spki) flags.push(`--ignore-certificate-errors-spki-list=${spki}`);
      if (over) throw new Error('cancelled');
      launching = launch({
        chromePath: run.chromiumPath,
        chromeFlags: flags,
        userDataDir: profile,
        logLevel: 'silent',
        handleSIGINT: false,
      });
      const chrome = await launching;
      const { default: lighthouse, desktopConfig } = await loadLighthouse();
      const settings = {
        port: chrome.port,
        logLevel: 'silent' as const,
        output: 'json' as const,
        onlyCategories: CATEGORIES,
        maxWaitForLoad: Math.min(45_000, timeoutMs / 2),
      };
      return lighthouse(url.href, settings, run.device === 'desktop' ? desktopConfig : undefined);
    };
    const runnerResult = await withDeadline(abortable(work(), run.signal), timeoutMs, 'Lighthouse');
    const lhr = runnerResult?.lhr;
    if (!lhr) return result('error', 'Lighthouse returned no result');
    const details = readLighthouseResult(lhr, run.device, url.href, proxy.refused);
    const raw = trimLighthouseResult(lhr);
    if (lhr.runtimeError)
      return result(
        'error',
        `Lighthouse could not audit the page: ${lhr.runtimeError.message ?? lhr.runtimeError.code}`,
        details,
        raw,
      );
    const verdict = lighthouseVerdict(details);
    return result(verdict.status, verdict.message, details, raw);
  } catch (error) {
    if (error instanceof DeadlineError)
      return result('error', `The performance audit did not finish within ${formatDuration(timeoutMs)}`);
    if (run.signal?.aborted) return result('error', 'The performance audit was cancelled');
    return result('error', `The performance audit failed: ${errorMessage(error)}`);
  } finally {
    over = true;
    await stopChromium(launching);
    await proxy?.close();
    if (userDataDir)
      await rm(userDataDir, { recursive: true, force: true, maxRetries: 3, retryDelay: 100 }).catch(() => undefined);
  }
}

function hostRule(checked: CheckedAddress): string {
  return checked.family === 6 ? `[${checked.address}]` : checked.address;
}

/**
 * Chromium knows only the system's roots. When the engine trusts extra roots (options.extraCa, set by tests),
 * the target's certificate is verified here against system plus extra roots, and only if it passes is
 * Chromium told to accept exactly that key. Without extra roots Chromium verifies on its own.
 */
async function extraTrust(url: URL, checked: CheckedAddress, ctx: EngineContext): Promise<string | null> {
  if (!ctx.options.extraCa || ctx.options.extraCa.length === 0) return null;
  const port = url.port === '' ? (ctx.options.httpsPort ?? 443) : Number(url.port);
  return new Promise((resolve) => {
    const socket = tls.connect({
      host: checked.address,
      port,
      servername: url.hostname,
      secureContext: ctx.secureContext,
      rejectUnauthorized: true,
      timeout: ctx.options.timeouts.connectMs,
    });
    const done = (value: string | null): void => {
      socket.destroy();
      resolve(value);
    };
    socket.once('secureConnect', () => {
      const raw = socket.getPeerCertificate().raw;
      done(
        raw
          ? createHash('sha256')
              .update(new X509Certificate(raw).publicKey.export({ type: 'spki', format: 'der' }))
              .digest('base64')
          : null,
      );
    });
    socket.once('timeout', () => done(null));
    socket.once('error', () => done(null));
  });
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new Error('cancelled'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Kills Chromium's whole process group and waits (briefly) for it to exit, however the run ended. */
async function stopChromium(launching: Promise<LaunchedChrome> | undefined): Promise<void> {
  if (!launching) return;
  const chrome = await Promise.race([
    launching.catch(() => undefined),
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 2_000).unref()),
  ]);
  if (chrome === 'pending') {
    // Still starting after the deadline: kill it the moment it is up.
    void launching.then(
      (late) => late.kill(),
      () => undefined,
    );
    return;
  }
  if (!chrome) return;
  const exited = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  chrome.kill();
  await Promise.race([exited, new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref())]);
}
