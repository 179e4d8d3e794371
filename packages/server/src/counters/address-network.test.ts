import { describe, expect, it } from 'vitest';
import { addressNetwork } from './address-network.ts';

describe('addressNetwork', () => {
  it('keeps IPv4 addresses, and takes the /64 of IPv6 ones however they are written', () => {
    expect(addressNetwork('10.0.0.7')).toBe('10.0.0.7');
    expect(addressNetwork('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(addressNetwork('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
