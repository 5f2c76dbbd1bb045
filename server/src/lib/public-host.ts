/**
 * Whether a request's host (the Host header, or X-Forwarded-Host from a trusted proxy) is the one
 * of PUBLIC_ORIGIN: compared without case, a trailing dot or the scheme's default port, as
 * browsers treat them as one site.
 */
export function publicHostMatcher(publicOrigin: string): (host: string) => boolean {
  const url = new URL(publicOrigin);
  const expected = url.host; // lower case, without the default port
  const defaultPort = url.protocol === 'https:' ? ':443' : ':80';
  return (host) => {
    if (host === expected) return true; // the usual case, without a string made
    let h = host.toLowerCase();
    if (h.endsWith(defaultPort)) h = h.slice(0, -defaultPort.length);
    if (h.endsWith('.')) h = h.slice(0, -1);
    return h === expected;
  };
}

/**
 * The same path and query on PUBLIC_ORIGIN. A request line in absolute form (`GET http://x/ ...`)
 * or without a leading slash goes to the home page: the target is always on the public origin.
 */
export function onPublicOrigin(publicOrigin: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//')
    ? `${publicOrigin}${url}`
    : `${publicOrigin}/`;
}
