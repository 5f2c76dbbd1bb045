import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key that rate limits count a client under. One IPv6 host usually owns a whole /64 (and
 * can pick any address in it), so IPv6 addresses are keyed by their /64 prefix; IPv4 (also
 * IPv4-mapped IPv6, `::ffff:1.2.3.4`) by the address itself.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) sits in the last 64 bits, which the key drops anyway.
  const missing = 8 - left.length - right.length - right.filter((g) => g.includes('.')).length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
