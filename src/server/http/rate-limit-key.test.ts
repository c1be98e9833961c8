import { describe, expect, it } from 'vitest';
import { addressKey } from './rate-limit-key';

describe('addressKey', () => {
  it('counts IPv4 callers by their address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 callers by their /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(key);
    expect(addressKey('2001:db8:1:2:0:0:0:ff%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
