import { describe, expect, it } from 'vitest';
import { combineReliability, formatDuration, mtbfMissingReason, reliabilityOf } from './reliability';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('reliability figures from outages', () => {
  const from = 0;
  const to = 24 * HOUR;

  it('counts incidents that started in the window, MTTR of those that ended, MTBF from the time up', () => {
    const figures = reliabilityOf(
      [
        { start: -HOUR, end: 30 * MIN }, // began before the window: downtime counts, not an incident
        { start: 2 * HOUR, end: 2 * HOUR + 10 * MIN },
        { start: 10 * HOUR, end: 10 * HOUR + 30 * MIN },
        { start: 23 * HOUR, end: null }, // still open at the end
      ],
      from,
      to,
    );
    expect(figures.incidents).toBe(3);
    expect(figures.openIncidents).toBe(1);
    expect(figures.downtimeMs).toBe(30 * MIN + 10 * MIN + 30 * MIN + HOUR);
    expect(figures.mttrMs).toBe(20 * MIN);
    expect(figures.mtbfMs).toBe((24 * HOUR - 130 * MIN) / 3);
  });

  it('has no MTTR or MTBF without incidents, and does not count time before the domain was added', () => {
    const quiet = reliabilityOf([], from, to, 20 * HOUR);
    expect(quiet).toMatchObject({ incidents: 0, mttrMs: null, mtbfMs: null, observedMs: 4 * HOUR });
    const young = reliabilityOf(
      [
        { start: 21 * HOUR, end: 21 * HOUR + MIN },
        { start: 22 * HOUR, end: 22 * HOUR + MIN },
      ],
      from,
      to,
      20 * HOUR,
    );
    expect(young.mtbfMs).toBe((4 * HOUR - 2 * MIN) / 2);
  });

  it('gives no MTBF for a single incident, and says why (decision 044)', () => {
    const once = reliabilityOf([{ start: HOUR, end: HOUR + MIN }], from, to);
    expect(once).toMatchObject({ incidents: 1, mttrMs: MIN, mtbfMs: null });
    expect(mtbfMissingReason(1)).toBe('Needs at least 2 incidents in the period');
    expect(mtbfMissingReason(0)).toBe('No failures in this period');
  });

  it('combines domains weighted by what each contributed', () => {
    const a = reliabilityOf([{ start: HOUR, end: HOUR + 10 * MIN }], from, to);
    const b = reliabilityOf(
      [
        { start: HOUR, end: HOUR + 40 * MIN },
        { start: 5 * HOUR, end: 5 * HOUR + 40 * MIN },
      ],
      from,
      to,
    );
    const total = combineReliability([a, b]);
    expect(total.incidents).toBe(3);
    expect(total.mttrMs).toBe(30 * MIN);
    expect(total.mtbfMs).toBe((48 * HOUR - 90 * MIN) / 3);
  });

  it('formats durations for people', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(300)).toBe('< 1 s');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(12 * MIN)).toBe('12 min');
    expect(formatDuration(3 * HOUR + 20 * MIN)).toBe('3 h 20 min');
    expect(formatDuration(52 * HOUR)).toBe('2 d 4 h');
  });
});
