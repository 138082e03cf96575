import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address whole, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('groups an IPv6 address by its /64, however it is written, and reads the group back', () => {
    const group = '2001:db8:0:1::/64';
    expect(addressGroup('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe(group);
    expect(addressGroup('2001:0DB8:0000:0001::1')).toBe(group);
    expect(addressGroup('2001:db8:0:1::1%eth0')).toBe(group);
    expect(addressGroup(group)).toBe(group);
    expect(addressGroup('2001:db8:0:2::1')).not.toBe(group);
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
  });
});
