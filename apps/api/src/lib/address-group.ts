import { isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const left = parts(head);
  const right = parts(tail ?? '');
  const lastRight = right.at(-1);
  if (lastRight && isIPv4(lastRight)) {
    const [a = 0, b = 0, c = 0, d = 0] = lastRight.split('.').map(Number);
    right.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The address a candidate's bytes count by, and the one stored on their application (decision
 * 0062): an IPv4 address whole (an IPv4-mapped IPv6 one as IPv4), an IPv6 address by its /64,
 * which one subscriber holds whole, written `2001:db8:0:1::/64` (which it also reads back).
 */
export function addressGroup(ip: string): string {
  const address = (ip.split('%')[0] ?? ip).replace(/\/64$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
