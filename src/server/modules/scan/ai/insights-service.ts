import type { AiInsightsResult } from '../../../../shared/contracts/scan';
import { analyseScan, type ScanResult } from '../../../engine';
import { ProviderError, type InsightsProvider } from './insights-provider';
import { INSIGHTS_SYSTEM_PROMPT, insightsPrompt } from './insights-prompt';
import { parseModelAnswer } from './model-answer';

export interface InsightsService {
  /** Whether a language model is configured (AI_PROVIDER with AI_API_KEY). */
  readonly modelConfigured: boolean;
  /**
   * Insights for a scan: from the model when one is configured and the caller may use it, else from the
   * built-in rules. A model failure falls back to the rules and says why; rules are never labelled a model.
   */
  analyse(scan: ScanResult, opts: { allowModel: boolean; signal?: AbortSignal }): Promise<AiInsightsResult>;
}

export const VISITOR_MODEL_REASON = 'Analysis by the AI model is available to signed-in users.';

export function createInsightsService(
  provider: InsightsProvider | undefined,
  log: (error: unknown, message: string) => void = () => undefined,
): InsightsService {
  const rules = (scan: ScanResult, fallbackReason?: string): AiInsightsResult => ({
    ...analyseScan(scan),
    ...(fallbackReason ? { fallbackReason } : {}),
  });
  return {
    modelConfigured: provider !== undefined,
    async analyse(scan, { allowModel, signal }) {
      if (!provider) return rules(scan);
      if (!allowModel) return rules(scan, VISITOR_MODEL_REASON);
      try {
        const text = await provider.complete({ system: INSIGHTS_SYSTEM_PROMPT, prompt: insightsPrompt(scan), signal });
        return parseModelAnswer(text, provider.model, new Date());
      } catch (error) {
        log(error, 'AI insights fell back to the rules');
        return rules(scan, error instanceof ProviderError ? error.message : 'The AI analysis failed unexpectedly.');
      }
    },
  };
}
