import { createAnthropicProvider } from './anthropic-provider';
import type { AiConfig, InsightsProvider } from './insights-provider';
import { createOpenAiProvider } from './openai-provider';

/** AI_PROVIDER -> implementation. Adding a provider means one file and one line here. */
const PROVIDERS: Record<AiConfig['provider'], (ai: AiConfig) => InsightsProvider> = {
  anthropic: createAnthropicProvider,
  openai: createOpenAiProvider,
};

/** The configured provider, or undefined when AI_PROVIDER and AI_API_KEY are not both set. */
export function createInsightsProvider(ai: AiConfig | undefined): InsightsProvider | undefined {
  return ai ? PROVIDERS[ai.provider](ai) : undefined;
}
