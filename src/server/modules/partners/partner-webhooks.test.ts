import { describe, expect, it } from 'vitest';
import { alertEventName } from './partner-webhooks';

describe('alertEventName', () => {
  it("names a home page's outage domain.*, a monitor's monitor.*", () => {
    expect(alertEventName({ type: 'downtime', monitorId: null, metadata: {} }, 'down')).toBe('domain.down');
    expect(alertEventName({ type: 'downtime', monitorId: null, metadata: {} }, 'up')).toBe('domain.up');
    expect(alertEventName({ type: 'downtime', monitorId: 'm1', metadata: {} }, 'down')).toBe('monitor.down');
    expect(alertEventName({ type: 'downtime', monitorId: 'm1', metadata: {} }, 'up')).toBe('monitor.up');
  });

  it('sends nothing for alerts that are not an outage: low uptime, certificates, performance', () => {
    expect(alertEventName({ type: 'downtime', monitorId: null, metadata: { metric: 'Uptime' } }, 'down')).toBe(
      undefined,
    );
    expect(alertEventName({ type: 'ssl_expiry', monitorId: null, metadata: {} }, 'down')).toBe(undefined);
    expect(alertEventName({ type: 'performance', monitorId: 'm1', metadata: {} }, 'down')).toBe(undefined);
  });
});
