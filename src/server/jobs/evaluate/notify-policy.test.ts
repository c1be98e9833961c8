import { describe, expect, it } from 'vitest';
import { decideNotification, type NotifyContext } from './notify-policy';

type Threshold = NonNullable<NotifyContext['threshold']>;

/**
 * The notification policy over a day, step by step, the way the notifier drives it: each alert that is sent
 * starts the rule's cooldown (lastTriggeredAt), as markThresholdTriggered does.
 */
function replay(threshold: Threshold, times: string[], severity: NotifyContext['severity'] = 'warning') {
  let rule = threshold;
  return times.map((iso) => {
    const now = new Date(iso);
    const decision = decideNotification({
      now,
      severity,
      enabledChannels: ['email', 'slack'],
      maxChannels: 3,
      quietHours: { enabled: false, start: null, end: null, timezone: 'UTC' },
      threshold: rule,
    });
    if (decision.send) rule = { ...rule, lastTriggeredAt: now };
    return `${iso.slice(11, 16)} ${decision.send ? `sent:${decision.channels.join(',')}` : decision.reason}`;
  });
}

const rule: Threshold = {
  enabled: true,
  channels: ['slack'],
  businessHoursOnly: false,
  businessHoursStart: null,
  businessHoursEnd: null,
  timezone: 'UTC',
  cooldownMinutes: 15,
  lastTriggeredAt: null,
};

describe('notification policy, step by step', () => {
  it('sends once per cooldown window (15 minutes by default), to the rule’s channels', () => {
    expect(
      replay(rule, [
        '2026-03-02T10:00:00Z',
        '2026-03-02T10:05:00Z',
        '2026-03-02T10:14:59Z',
        '2026-03-02T10:15:00Z',
        '2026-03-02T10:20:00Z',
      ]),
    ).toEqual(['10:00 sent:slack', '10:05 cooldown', '10:14 cooldown', '10:15 sent:slack', '10:20 cooldown']);
  });

  it('a cooldown of 0 lets every alert through', () => {
    expect(replay({ ...rule, cooldownMinutes: 0 }, ['2026-03-02T10:00:00Z', '2026-03-02T10:00:01Z'])).toEqual([
      '10:00 sent:slack',
      '10:00 sent:slack',
    ]);
  });

  it('keeps business hours on the rule’s own clock, across a change of UTC date', () => {
    // New York business hours 09:00-17:00 are 14:00-22:00 UTC in March (EST, before the switch on the 8th)
    const ny = {
      ...rule,
      businessHoursOnly: true,
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      timezone: 'America/New_York',
      cooldownMinutes: 0,
    };
    expect(
      replay(ny, [
        '2026-03-02T13:59:00Z',
        '2026-03-02T14:00:00Z',
        '2026-03-02T21:59:00Z',
        '2026-03-02T22:00:00Z',
        '2026-03-03T02:00:00Z',
      ]),
    ).toEqual([
      '13:59 outside-business-hours',
      '14:00 sent:slack',
      '21:59 sent:slack',
      '22:00 outside-business-hours',
      '02:00 outside-business-hours',
    ]);
  });

  it('follows daylight saving time: the same wall-clock window moves an hour in UTC', () => {
    const ny = {
      ...rule,
      businessHoursOnly: true,
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      timezone: 'America/New_York',
      cooldownMinutes: 0,
    };
    // after 8 March New York is on EDT: 09:00 is 13:00 UTC
    expect(replay(ny, ['2026-03-09T13:00:00Z', '2026-03-09T20:59:00Z', '2026-03-09T21:00:00Z'])).toEqual([
      '13:00 sent:slack',
      '20:59 sent:slack',
      '21:00 outside-business-hours',
    ]);
  });

  it('a cooldown started inside business hours still holds the next alert, and critical alerts obey the rule too', () => {
    const office = { ...rule, businessHoursOnly: true, businessHoursStart: '09:00', businessHoursEnd: '17:00' };
    expect(
      replay(
        office,
        ['2026-03-02T16:50:00Z', '2026-03-02T16:55:00Z', '2026-03-02T17:05:00Z', '2026-03-03T09:00:00Z'],
        'critical',
      ),
    ).toEqual(['16:50 sent:slack', '16:55 cooldown', '17:05 outside-business-hours', '09:00 sent:slack']);
  });

  it('a disabled rule mutes its alerts whatever the time', () => {
    expect(replay({ ...rule, enabled: false }, ['2026-03-02T10:00:00Z'])).toEqual(['10:00 disabled']);
  });
});

describe('acknowledged causes', () => {
  const base: NotifyContext = {
    now: new Date('2026-03-02T10:00:00Z'),
    severity: 'critical',
    enabledChannels: ['email'],
    maxChannels: 3,
    quietHours: { enabled: false, start: null, end: null, timezone: 'UTC' },
  };

  it('tells nobody about a further alert of a cause someone acknowledged, critical or not', () => {
    expect(decideNotification({ ...base, acknowledged: true })).toEqual({ send: false, reason: 'acknowledged' });
    expect(decideNotification({ ...base, acknowledged: false })).toEqual({ send: true, channels: ['email'] });
  });
});

describe("a monitor's alert routing", () => {
  const base: NotifyContext = {
    now: new Date('2026-03-02T10:00:00Z'),
    severity: 'critical',
    enabledChannels: ['email', 'sms', 'slack'],
    maxChannels: 3,
    quietHours: { enabled: false, start: null, end: null, timezone: 'UTC' },
  };

  it("sends a monitor's alerts only to its own channels, among those the workspace turned on", () => {
    expect(decideNotification({ ...base, monitorChannels: ['slack', 'webhook'] })).toEqual({
      send: true,
      channels: ['slack'],
    });
    expect(decideNotification({ ...base, monitorChannels: null })).toEqual({
      send: true,
      channels: ['email', 'sms', 'slack'],
    });
  });

  it('applies a threshold rule and the routing together: both must name the channel', () => {
    expect(
      decideNotification({
        ...base,
        monitorChannels: ['email', 'slack'],
        threshold: { ...rule, channels: ['slack', 'sms'] },
      }),
    ).toEqual({ send: true, channels: ['slack'] });
    expect(decideNotification({ ...base, monitorChannels: ['webhook'] })).toEqual({
      send: false,
      reason: 'no-channel',
    });
  });
});
