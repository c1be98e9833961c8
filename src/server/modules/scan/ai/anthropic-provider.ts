import Anthropic from '@anthropic-ai/sdk';
import {
  MAX_ANSWER_TOKENS,
  PROVIDER_TIMEOUT_MS,
  providerError,
  type AiConfig,
  type InsightsProvider,
} from './insights-provider';

export const DEFAULT_ANTHROPIC_MODEL = 'claude-sonnet-4-5';

/** Anthropic Messages API through the official SDK; AI_BASE_URL points it elsewhere (tests use a local fake). */
export function createAnthropicProvider(ai: AiConfig): InsightsProvider {
  // No retries: a failed call falls back to the rules at once instead of keeping the visitor waiting.
  const client = new Anthropic({ apiKey: ai.apiKey, baseURL: ai.baseUrl, maxRetries: 0, timeout: PROVIDER_TIMEOUT_MS });
  const model = ai.model ?? DEFAULT_ANTHROPIC_MODEL;
  return {
    name: 'anthropic',
    model,
    async complete({ system, prompt, signal }) {
      try {
        const message = await client.messages.create(
          { model, max_tokens: MAX_ANSWER_TOKENS, system, messages: [{ role: 'user', content: prompt }] },
          { signal },
        );
        return message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
