import { BlockList, isIP } from 'node:net';

/**
 * The addresses a webhook never reaches (decision 0106): this host, the private networks and
 * everything not routed on the internet, IPv4 and IPv6. IPv4 inside IPv6 (mapped, NAT64, 6to4) is
 * judged by its IPv4 address.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv6 one carries (`::ffff:a.b.c.d`, `64:ff9b::/96`, `2002:AABB:CCDD::/48`), if any. */
function embeddedIpv4(ip: string): string | undefined {
  // The URL parser writes an IPv6 address in one canonical, compressed, lower-case form.
  const host = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  const hex = (high: string, low: string) => {
    const a = parseInt(high, 16);
    const b = parseInt(low, 16);
    return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
  };
  const tail = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (tail?.[1] && tail[2]) return hex(tail[1], tail[2]);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(host);
  if (sixToFour?.[1] && sixToFour[2]) return hex(sixToFour[1], sixToFour[2]);
  return undefined;
}

/**
 * Whether a webhook may connect to this address: not an IP address, or one that is blocked, is
 * refused. `allowLoopback` (tests only, refused in production) lets 127.0.0.0/8 and ::1 through.
 */
export function isAllowedAddress(ip: string, opts: { allowLoopback?: boolean } = {}): boolean {
  const address = ip.split('%')[0] ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined) return isAllowedAddress(v4, opts);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (opts.allowLoopback && LOOPBACK.check(address, type)) return true;
  return !blocked.check(address, type);
}
