import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

// Issue 52, item 2: the site answers on one host. A page opened at another address (a second
// domain, the bare domain, the server's IP) is redirected to PUBLIC_ORIGIN before any form on
// it can be sent, and a form refused as cross-site says so in the log, as a warning.

const ORIGIN = 'https://www.firm.example';
const lead = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose log lines (JSON) the test reads. */
async function appWith(options: Parameters<typeof createTestApp>[0]) {
  const lines: string[] = [];
  app = await createTestApp({
    logLevel: 'info',
    logStream: { write: (line) => void lines.push(line) },
    ...options,
  });
  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  return { app, logged };
}

describe('one host (PUBLIC_ORIGIN)', () => {
  it('redirects another host to the same path and query on PUBLIC_ORIGIN, with 308', async () => {
    const { app } = await appWith({ publicOrigin: ORIGIN });
    for (const host of ['firm.example', '203.0.113.7:3000', 'www.firm.example.evil.example']) {
      const page = await app.inject({ url: '/quote?service=fiber-optics', headers: { host } });
      expect(page.statusCode, host).toBe(308);
      expect(page.headers.location).toBe(`${ORIGIN}/quote?service=fiber-optics`);
    }
    // A POST keeps its method and body through a 308: nothing is stored on the wrong host.
    const post = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      headers: { host: 'firm.example', origin: 'https://firm.example' },
      payload: lead,
    });
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe(`${ORIGIN}/api/contact-submissions`);
  });

  it("serves its own host, and /healthz on any host (a probe uses the container's address)", async () => {
    const { app } = await appWith({ publicOrigin: ORIGIN });
    const own = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      headers: { host: 'WWW.firm.example:443', origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
      payload: lead,
    });
    expect(own.statusCode).toBe(201);
    const health = await app.inject({ url: '/healthz', headers: { host: '172.18.0.2:3000' } });
    expect(health.statusCode).toBe(200);
  });

  it("reads the visitor's host from X-Forwarded-Host only from a trusted proxy", async () => {
    const { app } = await appWith({ publicOrigin: ORIGIN, trustProxy: ['127.0.0.1'] });
    const proxied = (from: string, forwarded: string) =>
      app.inject({
        url: '/api/site-content',
        remoteAddress: from,
        headers: { host: '127.0.0.1:3000', 'x-forwarded-host': forwarded },
      });
    expect((await proxied('127.0.0.1', 'www.firm.example')).statusCode).toBe(200);
    const bare = await proxied('127.0.0.1', 'firm.example');
    expect(bare.statusCode).toBe(308);
    expect(bare.headers.location).toBe(`${ORIGIN}/api/site-content`);
    // Anyone else's X-Forwarded-Host is not believed: the Host header decides.
    expect((await proxied('198.51.100.9', 'www.firm.example')).statusCode).toBe(308);
  });

  it('logs the first redirect of a host as a warning, naming the host', async () => {
    const { app, logged } = await appWith({ publicOrigin: ORIGIN });
    await app.inject({ url: '/', headers: { host: '127.0.0.1:3000' } });
    await app.inject({ url: '/careers', headers: { host: '127.0.0.1:3000' } });
    const warnings = logged().filter((l) => l.level === 40 && l.host === '127.0.0.1:3000');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('PUBLIC_ORIGIN');
  });

  it('serves every host as before when PUBLIC_ORIGIN is unset (development)', async () => {
    const { app } = await appWith({ publicOrigin: null });
    const page = await app.inject({ url: '/api/site-content', headers: { host: 'anything:5173' } });
    expect(page.statusCode).toBe(200);
  });
});

describe('a form sent from another origin', () => {
  it('is refused (403) and logged as a warning naming the origin', async () => {
    const { app, logged } = await appWith({ publicOrigin: ORIGIN });
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      headers: {
        host: 'www.firm.example',
        origin: 'https://old-site.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: lead,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_site_request');
    const warning = logged().find((l) => l.level === 40 && l.origin === 'https://old-site.example');
    expect(warning?.msg).toMatch(/form refused/);
    expect(warning?.site).toBe(ORIGIN);
  });
});
