import { describe, expect, it } from 'vitest';
import { CITATIONS } from '../../../src/server/engine';
import { parseModelAnswer } from '../../../src/server/modules/scan/ai/model-answer';
import { MODEL_ANSWER } from './fake-ai-provider';

const NOW = new Date('2025-06-01T12:00:00.000Z');

describe('model answer validation', () => {
  it('keeps a valid answer, stamps it, and takes quotes from the reference list', () => {
    const insights = parseModelAnswer(JSON.stringify({ ...MODEL_ANSWER, score: 71.6 }), 'm-1', NOW);
    expect(insights).toMatchObject({ engine: 'model', model: 'm-1', score: 72, generatedAt: NOW.toISOString() });
    expect(insights.recommendations.map((r) => r.citation)).toEqual([CITATIONS.hsts]);
  });

  it.each([
    ['not JSON', 'I cannot help with that.', "The AI provider's answer was not valid JSON."],
    ['truncated JSON', '{"score": 1, "summary": "x', "The AI provider's answer was not valid JSON."],
    [
      'a score out of range',
      JSON.stringify({ ...MODEL_ANSWER, score: 101 }),
      "The AI provider's answer did not match the insights format.",
    ],
    [
      'an unknown issue type',
      JSON.stringify({ ...MODEL_ANSWER, issues: [{ type: 'vibes', severity: 'low', title: 't', description: 'd' }] }),
      "The AI provider's answer did not match the insights format.",
    ],
    [
      'a missing summary',
      JSON.stringify({ ...MODEL_ANSWER, summary: '' }),
      "The AI provider's answer did not match the insights format.",
    ],
  ])('refuses %s', (_name, text, message) => {
    expect(() => parseModelAnswer(text, 'm-1', NOW)).toThrow(message);
  });
});
