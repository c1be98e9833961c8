import { describe, expect, it } from 'vitest';
import { performanceSummaryLabel, vitalBar, vitalRatingTone } from './performance-display';
import { performanceRecommendations, TIPS_SHOWN } from './performance-recommendations';

describe('performance display rules (SPEC §9.4)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Needs Improvement'],
    [50, 'Needs Improvement'],
    [49, 'Poor'],
  ] as const)('a score of %s reads %s', (score, label) => {
    expect(performanceSummaryLabel(score)).toBe(label);
  });

  it('colours a vital bar by how close it is to target: 0.9+ green, 0.7+ yellow, else red', () => {
    expect(vitalBar(1200, 2500)).toEqual({ ratio: 1, tone: 'healthy' });
    expect(vitalBar(2750, 2500).tone).toBe('healthy'); // 0.909
    expect(vitalBar(3000, 2500).tone).toBe('warning'); // 0.833
    expect(vitalBar(3600, 2500).tone).toBe('critical'); // 0.694
    expect(vitalBar(0, 0.1)).toEqual({ ratio: 1, tone: 'healthy' });
  });

  it('badges good, needs-improvement and poor vitals, and unmeasured ones as unknown', () => {
    expect([
      vitalRatingTone('good'),
      vitalRatingTone('needs-improvement'),
      vitalRatingTone('poor'),
      vitalRatingTone(null),
    ]).toEqual(['healthy', 'warning', 'critical', 'unknown']);
  });
});

describe('performance recommendations (SPEC §9.4)', () => {
  it('recommends for each vital at needs-improvement or poor and for a score below 70, 3 tips each', () => {
    const items = performanceRecommendations({
      lcp: 'poor',
      inp: 'good',
      cls: 'needs-improvement',
      avgPerformanceScore: 69,
    });
    expect(items.map((i) => i.topic)).toEqual(['lcp', 'cls', 'score']);
    for (const item of items) expect(item.tips).toHaveLength(TIPS_SHOWN);
  });

  it('recommends nothing when everything is good, the score is 70 or more, or nothing was measured', () => {
    expect(performanceRecommendations({ lcp: 'good', inp: 'good', cls: 'good', avgPerformanceScore: 70 })).toEqual([]);
    expect(performanceRecommendations({ lcp: null, inp: null, cls: null, avgPerformanceScore: null })).toEqual([]);
  });
});
