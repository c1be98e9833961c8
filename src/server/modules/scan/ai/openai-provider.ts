import OpenAI from 'openai';
import {
  MAX_ANSWER_TOKENS,
  PROVIDER_TIMEOUT_MS,
  ProviderError,
  providerError,
  type AiConfig,
  type InsightsProvider,
} from './insights-provider';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** OpenAI Chat Completions in JSON mode through the official SDK; AI_BASE_URL (…/v1) points it elsewhere. */
export function createOpenAiProvider(ai: AiConfig): InsightsProvider {
  // No retries: a failed call falls back to the rules at once instead of keeping the visitor waiting.
  const client = new OpenAI({ apiKey: ai.apiKey, baseURL: ai.baseUrl, maxRetries: 0, timeout: PROVIDER_TIMEOUT_MS });
  const model = ai.model ?? DEFAULT_OPENAI_MODEL;
  return {
    name: 'openai',
    model,
    async complete({ system, prompt, signal }) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            // max_completion_tokens and no temperature: accepted by every current chat model, reasoning ones included.
            max_completion_tokens: MAX_ANSWER_TOKENS,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: prompt },
            ],
          },
          { signal },
        );
        content = completion.choices[0]?.message.content;
      } catch (error) {
        throw providerError(error);
      }
      if (!content) throw new ProviderError('The AI provider returned an empty answer.');
      return content;
    },
  };
}
