import { describe, expect, it } from 'vitest';
import { createMonitorSchema } from '../../../../shared/contracts/monitors';
import { makeHeartbeat, makeMonitor } from '../test-fixtures';
import { createBody, formFieldOf, monitorValues, newMonitorValues, updateBody } from './monitor-form';
import { intervalChoices } from './monitor-display';

describe('the monitor form values', () => {
  it('puts an error of the contract or the server under the field the person typed it in', () => {
    expect(formFieldOf('endpoint', ['settings', 'url'])).toBe('settings.url');
    expect(formFieldOf('endpoint', 'settings.expectedStatus.2')).toBe('settings.expectedStatus');
    expect(formFieldOf('dns-record', ['settings', 'expected', 0])).toBe('settings.expectedValues');
    expect(formFieldOf('json', ['settings', 'expected'])).toBe('settings.expected');
    expect(formFieldOf('heartbeat', 'settings.periodSeconds')).toBe('settings.periodMinutes');
    expect(formFieldOf('endpoint', 'settings.headers.1.value')).toBe('settings.headers.1.value');
    expect(formFieldOf('endpoint', 'settings.auth.token')).toBe('settings.auth.token');
    expect(formFieldOf('endpoint', 'intervalSeconds')).toBe('intervalSeconds');
    expect(formFieldOf('endpoint', 'settings')).toBeUndefined();
    expect(formFieldOf('endpoint', 'domainId')).toBeUndefined();
  });

  it('makes a body of every type that the shared contract accepts', () => {
    for (const type of ['endpoint', 'keyword', 'json', 'tcp', 'heartbeat', 'dns-record'] as const) {
      const values = newMonitorValues('example.com', 300);
      values.type = type;
      values.name = `A ${type}`;
      values.settings.keyword = 'Add to cart';
      values.settings.path = '$.status';
      values.settings.expected = 'ok';
      values.settings.port = '587';
      values.settings.expectedValues = '192.0.2.1\n 192.0.2.2 \n';
      const body = createBody(values);
      expect(createMonitorSchema.safeParse(body).success, type).toBe(true);
    }
  });

  it('reads a stored monitor back into the form, and sends it back with its secrets left out', () => {
    const monitor = makeMonitor({
      settings: { ...makeMonitor().settings, auth: { kind: 'basic', username: 'ops', passwordSet: true } },
    });
    const values = monitorValues(monitor, 'example.com');
    expect(values.settings.auth).toMatchObject({ kind: 'basic', username: 'ops', password: '', passwordSet: true });
    expect(updateBody(values)).toMatchObject({ settings: { auth: { kind: 'basic', username: 'ops' } } });
    expect((updateBody(values).settings as { auth: object }).auth).not.toHaveProperty('password');

    const heartbeat = monitorValues(makeHeartbeat(), 'example.com');
    expect(heartbeat.settings).toMatchObject({ periodMinutes: '1440', graceMinutes: '10' });
    expect(createBody(heartbeat)).not.toHaveProperty('intervalSeconds');
  });

  it('sends no body with GET or HEAD, even one typed under another method', () => {
    const values = newMonitorValues('example.com', 300);
    values.name = 'Ping';
    values.settings.body = '{"a":1}';
    values.settings.method = 'POST';
    expect(createBody(values).settings).toMatchObject({ body: '{"a":1}' });
    values.settings.method = 'GET';
    expect(createBody(values).settings).toMatchObject({ body: null });
  });

  it('never offers an interval shorter than the plan allows', () => {
    expect(intervalChoices(3600)[0]).toBe(3600);
    expect(intervalChoices(45)).toEqual(expect.arrayContaining([45, 60]));
    expect(Math.min(...intervalChoices(45))).toBe(45);
  });
});
