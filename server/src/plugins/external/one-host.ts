import fp from 'fastify-plugin';
import { onPublicOrigin, publicHostMatcher } from '../../lib/public-host';

/** Hosts whose first redirect is logged, at most: a visitor chooses the Host header. */
const LOGGED_HOSTS = 10;

/**
 * One host: with PUBLIC_ORIGIN set, a request for any other host name (a second domain, the bare
 * domain, the server's address) is redirected (308, method and body kept) to the same path and
 * query on PUBLIC_ORIGIN, so every page a visitor has open is of the public origin and its forms
 * are same-origin. The host is X-Forwarded-Host when the peer is a trusted proxy (TRUST_PROXY).
 * `/healthz` answers on any host, for probes that use the container's address. Without
 * PUBLIC_ORIGIN (development), every host is served as before.
 */
export default fp(
  async (fastify) => {
    const origin = fastify.config.publicOrigin;
    if (!origin) return;
    const isPublic = publicHostMatcher(origin);
    const logged = new Set<string>();
    fastify.addHook('onRequest', (request, reply, done) => {
      const { host } = request;
      if (isPublic(host) || request.routeOptions.url === '/healthz') return done();
      // A proxy that sends its upstream's address as Host would loop: say so, once per host.
      if (logged.size < LOGGED_HOSTS && !logged.has(host)) {
        logged.add(host);
        request.log.warn(
          { host: host.slice(0, 200), public_origin: origin },
          'request for another host redirected to PUBLIC_ORIGIN (a reverse proxy must pass the ' +
            "visitor's Host, or X-Forwarded-Host with TRUST_PROXY naming the proxy)",
        );
      }
      void reply.redirect(onPublicOrigin(origin, request.url), 308);
    });
  },
  { name: 'one-host', dependencies: ['config'] },
);
