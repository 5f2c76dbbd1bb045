import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict defaults for every answer. JSON needs no scripts at all; HTML pages of the client get a
 * CSP with the hashes of their own inline scripts from the static plugin, and the docs page gets
 * swagger-ui's own.
 */
export const baseCspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // No inline style: the pages' own (the accent) are allowed by hash (services/site/page-csp.ts).
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // DOM XSS sinks (innerHTML, script src, eval...) accept only Trusted Types values: the client
  // uses none, and its one script loader goes through a policy (vite.config.ts).
  requireTrustedTypesFor: ["'script'"],
};

/** The helmet options: strict defaults, our CSP, no HSTS (that belongs to the TLS proxy). */
const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: baseCspDirectives },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
  // HSTS belongs to the TLS-terminating proxy, which knows whether HTTPS is in use.
  strictTransportSecurity: false,
};

/**
 * The headers @fastify/helmet adds with our options, found once by answering one request on a
 * throwaway instance with and without it. Our options do not depend on the request.
 */
export async function computeSecurityHeaders(
  options: FastifyHelmetOptions = helmetOptions,
): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => 'ok');
    const res = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return res.headers;
  };
  const [plain, secured] = await Promise.all([answer(false), answer(true)]);
  return Object.fromEntries(
    Object.entries(secured)
      .filter(([name, value]) => plain[name] === undefined && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The site uses no camera, microphone, location, payment, USB or sensors: deny them to the page
 * and to anything it might embed, so an injected script could not ask for them either.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

/**
 * What a JSON answer carries: the headers that mean something for a response that is never a
 * page (OWASP's REST Security Cheat Sheet). No script, style or frame may load from it, even
 * opened as a page; browsers must not sniff it into something else, frame it, or let another
 * site embed it. The document headers (referrer and permissions policies, opener isolation,
 * the legacy IE and Flash switches) govern pages and what they load, which a JSON answer is
 * not; leaving them off made the API's most frequent answer, a lead's 201, half as long, which
 * cost both the server and every client per request (docs/performance-log.md, section 18).
 */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

/**
 * Every answer gets its headers when it is sent, chosen by what it is: JSON answers (the API,
 * its errors) get JSON_HEADERS; pages, assets and everything else get helmet's, computed once
 * at start (@fastify/helmet rebuilds its middleware, re-parsing the CSP, on every request: a
 * measurable share of a small JSON request's CPU time, see docs/performance-log.md, section 1),
 * plus the Permissions-Policy. A header the route set itself is kept, whichever the set: the
 * client's pages, the docs page and the attachment downloads set their own content-security-policy.
 */
export default fp(
  async (fastify) => {
    const jsonHeaders = Object.entries(JSON_HEADERS);
    const documentHeaders = Object.entries({
      ...(await computeSecurityHeaders()),
      'permissions-policy': PERMISSIONS_POLICY,
    });
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      const headers = isJson(reply.getHeader('content-type')) ? jsonHeaders : documentHeaders;
      for (const [name, value] of headers) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
