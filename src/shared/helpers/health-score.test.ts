import { describe, expect, it } from 'vitest';
import { getHealthScoreLabel, getHealthScoreTone } from './health-score';

describe('getHealthScoreLabel (SPEC §4)', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89.9, 'Good'],
    [70, 'Good'],
    [69, 'Fair'],
    [50, 'Fair'],
    [49, 'Poor'],
    [30, 'Poor'],
    [29, 'Critical'],
    [0, 'Critical'],
  ] as const)('%d is %s', (score, label) => {
    expect(getHealthScoreLabel(score)).toBe(label);
  });
  it('has a tone for each band', () => {
    expect(getHealthScoreTone(95)).toBe('healthy');
    expect(getHealthScoreTone(55)).toBe('warning');
    expect(getHealthScoreTone(10)).toBe('critical');
    expect(getHealthScoreTone(undefined)).toBe('unknown');
  });
});
