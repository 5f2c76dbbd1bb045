import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import securityHeaders, { JSON_HEADERS } from './security-headers';

// A route's own header wins over the plugin's set, for JSON answers as for pages: a stricter CSP
// a route chose (the attachment downloads' sandbox) must never be replaced by the default.
describe('security headers a route sets itself', () => {
  it('are kept on JSON answers and on pages; the rest of the set is added', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeaders);
    const own = "default-src 'none'; sandbox";
    app.get('/json', async (_request, reply) =>
      reply.header('content-security-policy', own).send({ ok: true }),
    );
    app.get('/page', async (_request, reply) =>
      reply.header('content-security-policy', own).type('text/html').send('<p>ok</p>'),
    );
    const json = await app.inject({ url: '/json' });
    expect(json.headers['content-security-policy']).toBe(own);
    expect(json.headers['x-content-type-options']).toBe(JSON_HEADERS['x-content-type-options']);
    expect(json.headers['x-frame-options']).toBe('DENY');
    const page = await app.inject({ url: '/page' });
    expect(page.headers['content-security-policy']).toBe(own);
    expect(page.headers['permissions-policy']).toContain('camera=()');
    await app.close();
  });
});
