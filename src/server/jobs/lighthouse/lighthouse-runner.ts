import { runLighthouse, type EngineOptions, type LighthouseResult, type LighthouseTarget } from '../../engine';

/** One Lighthouse run of a page. Callers go through the process's Lighthouse scheduler (lighthouse-scheduler.ts). */
export type LighthouseRunner = (target: LighthouseTarget, signal: AbortSignal | undefined) => Promise<LighthouseResult>;

/** Lighthouse on the configured Chromium, mobile, as full audits, 'Analyze Performance' and the daily check run it. */
export function createLighthouseRunner(engineOptions: EngineOptions, chromiumPath: string): LighthouseRunner {
  return (target, signal) => runLighthouse(target, engineOptions, { chromiumPath, device: 'mobile', signal });
}
