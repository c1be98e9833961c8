import { describe, expect, it } from 'vitest';
import { pointerRecord } from './dns-pointer';

describe('pointerRecord', () => {
  it('points at a host name with a CNAME, which also proves the name', () => {
    expect(pointerRecord('status.sitewarden.example')).toEqual({
      type: 'CNAME',
      value: 'status.sitewarden.example',
      proves: true,
    });
  });

  it('never suggests a CNAME to an address: an A or AAAA record, which proves nothing', () => {
    expect(pointerRecord('127.0.0.1')).toEqual({ type: 'A', value: '127.0.0.1', proves: false });
    expect(pointerRecord('[2001:db8::1]')).toEqual({ type: 'AAAA', value: '2001:db8::1', proves: false });
    expect(pointerRecord('::1')).toEqual({ type: 'AAAA', value: '::1', proves: false });
  });
});
