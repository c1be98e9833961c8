import type { Config } from '../../../config';

export type AiConfig = NonNullable<Config['ai']>;

/** One language-model API behind one interface: given instructions and facts, the model's text answer. */
export interface InsightsProvider {
  readonly name: AiConfig['provider'];
  readonly model: string;
  complete(request: { system: string; prompt: string; signal?: AbortSignal }): Promise<string>;
}

/** A provider call that failed, with a reason a site owner can read. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** A model answer is awaited this long; the visitor is waiting for the scan. */
export const PROVIDER_TIMEOUT_MS = 30_000;
export const MAX_ANSWER_TOKENS = 2_500;

/**
 * Turns an SDK failure into a ProviderError. The official SDKs share error shapes: a numeric `status` for HTTP
 * errors, APIConnectionTimeoutError and APIConnectionError for the network.
 */
export function providerError(error: unknown): ProviderError {
  const name = error instanceof Error ? error.constructor.name : '';
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  if (status !== undefined) return new ProviderError(`The AI provider answered with an error (HTTP ${status}).`);
  if (name.includes('Timeout')) return new ProviderError('The AI provider did not answer in time.');
  if (name.includes('Connection')) return new ProviderError('The AI provider could not be reached.');
  if (name === 'APIUserAbortError' || (error instanceof Error && error.name === 'AbortError'))
    return new ProviderError('The AI analysis was cancelled.');
  return new ProviderError('The AI provider call failed.');
}
