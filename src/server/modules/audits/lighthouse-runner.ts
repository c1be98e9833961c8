import { runLighthouse, type EngineOptions, type LighthouseResult, type LighthouseTarget } from '../../engine';

/** One Lighthouse run of a page; the engine runs them one at a time per process, whoever asks. */
export type LighthouseRunner = (target: LighthouseTarget, signal: AbortSignal | undefined) => Promise<LighthouseResult>;

/** Lighthouse on the configured Chromium, mobile, as the full audit and 'Analyze Performance' run it. */
export function createLighthouseRunner(engineOptions: EngineOptions, chromiumPath: string): LighthouseRunner {
  return (target, signal) => runLighthouse(target, engineOptions, { chromiumPath, device: 'mobile', signal });
}
