import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may tell the app the visitor's address (X-Forwarded-For): nobody, the last `hops`
 * hops, or the listed proxy addresses/subnets (also proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`).
 */
export type TrustProxy = false | { hops: number } | string[];

/** Thrown with a message that completes "TRUST_PROXY ..." in one line. */
export class TrustProxyError extends Error {}

/**
 * Reads TRUST_PROXY. `true` is refused: trusting every hop makes the leftmost X-Forwarded-For
 * entry, which the visitor writes, the client address, so anyone picks their own rate-limit
 * bucket. A bad address is refused at start rather than silently trusting nobody.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    throw new TrustProxyError(
      'true would let every visitor choose its own address; give the proxy address instead ' +
        '(e.g. 127.0.0.1, loopback, 172.16.0.0/12) or a hop count (1)',
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 10) throw new TrustProxyError(`${v} hops is not a plausible proxy chain (1-10)`);
    return { hops };
  }
  const list = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new TrustProxyError(
      `must be false, a hop count, or proxy addresses/subnets: ${(error as Error).message}`,
    );
  }
  return list;
}

/**
 * The value for Fastify's trustProxy option. Fastify itself ignores a bare hop count (it trusts
 * nobody then), so hops become a function: the socket peer and the entries before it, up to
 * `hops` of them, are proxies; the address before them is the visitor.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | ((addr: string, i: number) => boolean) {
  if (trust === false) return false;
  if (Array.isArray(trust)) return compileList(trust);
  const { hops } = trust;
  return (_addr, i) => i < hops;
}

/** Answers remembered at most; then they are forgotten all at once. */
const MAX_REMEMBERED = 10_000;

/**
 * proxy-addr's test of the listed addresses, remembered per address: it parses the address on
 * every call (5-10 us), and `request.ip` tests the proxy and the visitor on every request that
 * reads it (the page views counted, the rate limits).
 */
function compileList(list: string[]): (addr: string) => boolean {
  const trusted = proxyAddr.compile(list);
  const known = new Map<string, boolean>();
  return (addr) => {
    let answer = known.get(addr);
    if (answer === undefined) {
      if (known.size >= MAX_REMEMBERED) known.clear();
      answer = trusted(addr, 0);
      known.set(addr, answer);
    }
    return answer;
  };
}

/**
 * Whether a connection's peer is a trusted proxy (its connections carry many visitors): the
 * listed addresses, or with a hop count whoever connects (only the proxy can, as the docs say).
 */
export function trustsPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (!Array.isArray(trust)) return () => true;
  return compileList(trust);
}
