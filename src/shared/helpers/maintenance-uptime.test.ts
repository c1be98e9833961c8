import { describe, expect, it } from 'vitest';
import { maintenanceSpans } from './maintenance-occurrences';
import { uptimeExcludingMaintenance } from './maintenance-uptime';

const at = (time: string) => Date.parse(`2026-03-10T${time}:00Z`);
const day = { from: at('00:00'), to: Date.parse('2026-03-11T00:00:00Z') };
// 02:00-04:00 UTC on 10 March
const nightly = {
  startsAt: '2026-03-10T02:00:00Z',
  endsAt: '2026-03-10T04:00:00Z',
  recurrence: 'none' as const,
  timezone: 'UTC',
};

describe('uptime excluding maintenance', () => {
  it('an outage wholly inside the window is not downtime: the day counts as fully up', () => {
    const result = uptimeExcludingMaintenance({
      ...day,
      measured: 95,
      outages: [{ start: at('02:30'), end: at('03:30') }],
      maintenance: [nightly],
    });
    expect(result).toEqual({ uptimeExcludingMaintenance: 100, maintenanceMs: 2 * 3_600_000 });
  });

  it('only the part of an outage outside the window counts, against the day without the window', () => {
    // 03:00-06:00 down: 2 h outside the window, over 22 h outside it
    const result = uptimeExcludingMaintenance({
      ...day,
      measured: 80,
      outages: [{ start: at('03:00'), end: at('06:00') }],
      maintenance: [nightly],
    });
    expect(result.uptimeExcludingMaintenance).toBe(Math.round(10_000 * (1 - 2 / 22)) / 100);
  });

  it('is null without maintenance in the period, or without any check', () => {
    const outages = [{ start: at('10:00'), end: at('11:00') }];
    expect(
      uptimeExcludingMaintenance({ ...day, measured: 95.8, outages, maintenance: [] }).uptimeExcludingMaintenance,
    ).toBeNull();
    const later = { ...nightly, startsAt: '2026-03-12T02:00:00Z', endsAt: '2026-03-12T04:00:00Z' };
    expect(uptimeExcludingMaintenance({ ...day, measured: 95.8, outages, maintenance: [later] })).toEqual({
      uptimeExcludingMaintenance: null,
      maintenanceMs: 0,
    });
    expect(
      uptimeExcludingMaintenance({ ...day, measured: null, outages, maintenance: [nightly] })
        .uptimeExcludingMaintenance,
    ).toBeNull();
  });

  it('never reports less than the measured figure', () => {
    // outage records say 12 h down outside the window, the checks say 90 % up
    const result = uptimeExcludingMaintenance({
      ...day,
      measured: 90,
      outages: [{ start: at('10:00'), end: at('22:00') }],
      maintenance: [nightly],
    });
    expect(result.uptimeExcludingMaintenance).toBe(90);
  });

  it('an open outage lasts until the end of the period; overlapping outages and windows count once', () => {
    const second = { ...nightly, startsAt: '2026-03-10T03:00:00Z', endsAt: '2026-03-10T05:00:00Z' };
    const result = uptimeExcludingMaintenance({
      from: day.from,
      to: at('12:00'),
      measured: 10,
      outages: [
        { start: at('04:00'), end: null },
        { start: at('06:00'), end: at('07:00') },
      ],
      maintenance: [nightly, second],
    });
    // windows cover 02:00-05:00 (3 h of 12); down 05:00-12:00 outside them: 7 of 9 h
    expect(result.maintenanceMs).toBe(3 * 3_600_000);
    expect(result.uptimeExcludingMaintenance).toBe(Math.round(10_000 * (1 - 7 / 9)) / 100);
  });

  it('a period wholly in maintenance had nothing to miss', () => {
    const result = uptimeExcludingMaintenance({
      from: at('02:30'),
      to: at('03:30'),
      measured: 0,
      outages: [{ start: at('02:00'), end: null }],
      maintenance: [nightly],
    });
    expect(result.uptimeExcludingMaintenance).toBe(100);
  });

  it('maintenance spans merge overlapping occurrences and clip them to the period', () => {
    const daily = { ...nightly, recurrence: 'daily' as const };
    const spans = maintenanceSpans(
      [daily, { ...nightly, endsAt: '2026-03-10T05:00:00Z' }],
      new Date(at('03:00')),
      new Date('2026-03-11T03:00:00Z'),
    );
    expect(spans.map((s) => [s.start.toISOString(), s.end.toISOString()])).toEqual([
      ['2026-03-10T03:00:00.000Z', '2026-03-10T05:00:00.000Z'],
      ['2026-03-11T02:00:00.000Z', '2026-03-11T03:00:00.000Z'],
    ]);
  });
});
