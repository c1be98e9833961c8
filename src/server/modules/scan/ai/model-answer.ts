import { z } from 'zod';
import {
  aiInsightsSchema,
  insightIssueSchema,
  insightRecommendationSchema,
  type AiInsightsResult,
} from '../../../../shared/contracts/scan';
import { CITATIONS, type Citation } from '../../../engine';
import { ProviderError } from './insights-provider';

/** What the model must answer; generatedAt, engine and model are ours to set, citations ours to fill in. */
const modelAnswerSchema = z.object({
  score: z.number().min(0).max(100),
  summary: z.string().trim().min(1).max(2_000),
  issues: z.array(insightIssueSchema).max(30),
  recommendations: z
    .array(
      insightRecommendationSchema.extend({
        citation: z.object({ url: z.string(), quote: z.string().optional(), source: z.string().optional() }),
      }),
    )
    .max(30),
});

const CITATION_BY_URL = new Map<string, Citation>(Object.values(CITATIONS).map((c) => [c.url, c]));

/** The JSON object in a model's text, tolerating a Markdown code fence around it. */
function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ProviderError("The AI provider's answer was not valid JSON.");
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    throw new ProviderError("The AI provider's answer was not valid JSON.");
  }
}

/**
 * Validates a model's answer against SPEC §3.1 insights. Citations are taken from our own reference list by
 * url, so every quote shown is verbatim from its source; a recommendation citing anything else is dropped
 * rather than shown with a quote nobody checked.
 */
export function parseModelAnswer(text: string, model: string, now: Date): AiInsightsResult {
  const parsed = modelAnswerSchema.safeParse(extractJson(text));
  if (!parsed.success) throw new ProviderError("The AI provider's answer did not match the insights format.");
  const answer = parsed.data;
  const recommendations = answer.recommendations.flatMap((r) => {
    const citation = CITATION_BY_URL.get(r.citation.url.trim());
    return citation
      ? [{ priority: r.priority, action: r.action, reasoning: r.reasoning, citation: { ...citation } }]
      : [];
  });
  const insights = aiInsightsSchema.safeParse({
    score: Math.round(answer.score),
    summary: answer.summary,
    generatedAt: now.toISOString(),
    engine: 'model',
    model,
    issues: answer.issues,
    recommendations,
  });
  if (!insights.success) throw new ProviderError("The AI provider's answer did not match the insights format.");
  return insights.data;
}
