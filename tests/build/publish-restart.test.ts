import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
import { defaultSiteData } from '@shared/site-content/defaults';
import { pageDataPath } from '@shared/site-content/site-paths';
import { requireBuild, root } from './require-build';

// The review's publish, replayed against the production server: a post body
// with an ordinary image whose description reads "onsite =" is published and rendered, a later
// version removes a post and changes the phone; then the server is restarted and every file of
// the published site (each page, its data, the 404 page, the sitemap, the feed, the chat's
// knowledge) must be served byte for byte as before, never the build's defaults (the old phone,
// the removed post).

const PHONE = '+1 (555) 010-7777';
const CREW = '![Crew onsite = day one](/images/logo.png)';

let dir: string;
let port: number;
let child: ChildProcess | null = null;
const env = () => ({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  DATABASE_PATH: join(dir, 'site.db'),
  JWT_SECRET: randomBytes(48).toString('base64url'),
  ADMIN_SETUP_TOKEN: 'publish-restart-setup-token',
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
});
let processEnv: ReturnType<typeof env>;

async function start(): Promise<void> {
  const server = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: processEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Listening on')) resolve();
    });
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    server.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

async function stop(): Promise<void> {
  const server = child;
  child = null;
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
/** The status and the bytes as served (no compression asked for). */
async function fetchRaw(path: string) {
  const res = await fetch(url(path), { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()).toString('base64') };
}

/** Every file of the published site, by path: the sitemap's pages and what goes with them. */
async function wholeSite(): Promise<Record<string, { status: number; body: string }>> {
  const sitemap = await (await fetch(url('/sitemap.xml'))).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(pages.length).toBeGreaterThan(10);
  const paths = [
    ...pages,
    ...pages.map(pageDataPath),
    '/no-such-page',
    '/sitemap.xml',
    '/blog/rss.xml',
    '/_data/chat.json',
  ];
  const site: Record<string, { status: number; body: string }> = {};
  for (const path of paths) site[path] = await fetchRaw(path);
  return site;
}

beforeAll(async () => {
  requireBuild('dist/server/main.js', 'build/client/index.html', 'build/ssr/render-page.js');
  dir = mkdtempSync(join(tmpdir(), 'publish-restart-'));
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  processEnv = env();
  await start();
}, 60_000);
afterAll(async () => {
  await stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the published site across a restart', { timeout: 120_000 }, () => {
  let token: string;
  const publish = async (content: SiteData, base_version: number) =>
    fetch(url('/api/site-content'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content, base_version }),
    });

  it('publishes a post with an image described as "Crew onsite = day one": it renders', async () => {
    const account = { email: 'owner@firm.example', password: 'a long enough password for this' };
    const setup = await fetch(url('/api/setup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ setup_token: processEnv.ADMIN_SETUP_TOKEN, ...account }),
    });
    expect(setup.status).toBe(201);
    const grant = await fetch(url('/auth/token?grant_type=password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    token = ((await grant.json()) as { access_token: string }).access_token;

    const [first, second] = defaultSiteData.blogPosts;
    const v1: SiteData = {
      ...defaultSiteData,
      blogPosts: [
        { ...first!, id: 900, slug: 'crew-day-one', title: 'Crew day one', content: CREW },
        ...defaultSiteData.blogPosts,
      ],
    };
    const res = await publish(v1, 0);
    expect(res.status, await res.clone().text()).toBe(201);
    const post = await fetch(url('/blog/crew-day-one'));
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('alt="Crew onsite = day one"');

    // A later version: a new phone, the second built-in post removed.
    const v2: SiteData = {
      ...v1,
      settings: { ...v1.settings, phone: PHONE },
      blogPosts: v1.blogPosts.filter((p) => p.id !== second!.id),
    };
    expect((await publish(v2, 1)).status).toBe(201);
  });

  it('after a restart every file is served byte for byte as before', async () => {
    const before = await wholeSite();
    await stop();
    await start();
    const after = await wholeSite();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const path of Object.keys(before)) expect(after[path], path).toEqual(before[path]);

    // And it is the published site, not the build's defaults.
    const home = Buffer.from(after['/']!.body, 'base64').toString();
    expect(home).toContain(PHONE);
    expect(home).not.toContain(defaultSiteData.settings.phone);
    expect(after['/blog/crew-day-one']!.status).toBe(200);
    expect((await fetchRaw(`/blog/${defaultSiteData.blogPosts[1]!.slug}`)).status).toBe(301);
  });
});
