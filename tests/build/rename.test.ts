import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { pagePaths } from '@shared/site-content/pages';
import { pageDataPath } from '@shared/site-content/site-paths';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../api/helpers';
import { ALTCHA_KEY, fetchChallenge, solve } from '../api/altcha/helpers';
import { startSmtpServer, type SmtpTestServer } from '../api/notifications/smtp-test-server';
import { builtSiteOptions, uploadLogo } from './built-site-app';
import { requireBuild, root } from './require-build';

// The site is the firm's own: a firm renames itself (name, legal name, tagline,
// colour, logo, social accounts) and publishes; then nothing the public site answers (its
// pages, data and every file of the build under /assets/) and no e-mail it sends names the
// built-in firm, and every absolute address starts with PUBLIC_ORIGIN. Runs on the production
// build (`npm run build`).

const ORIGIN = 'https://www.northwind-fiber.example';
const OLD_NAMES = /Meridian|meridian-netsec/;
/** The addresses a page may name besides its own: the standards and the firm's accounts. */
const ALLOWED = /^https?:\/\/(schema\.org|www\.w3\.org|www\.sitemaps\.org|purl\.org)\b/;

const identity = {
  name: 'Northwind Fiber',
  legalName: 'Northwind Fiber Ltd',
  tagline: 'Light on every street',
  description:
    'Northwind Fiber designs and builds fiber networks for towns and campuses: ducts, cables and splices.',
  foundingYear: 2015,
  privacyEmail: 'privacy@northwind-fiber.example',
  // None of its own: security.txt names the privacy address.
  securityEmail: '',
  logo: null as { src: string; alt: string } | null,
  // Too light to read on the light theme: the pages use a shade of it that does.
  accentColor: '#ffee58',
  social: [
    { network: 'linkedin' as const, url: 'https://www.linkedin.com/company/northwind-fiber' },
  ],
};
const SOCIAL = identity.social[0]!.url;

let dataDir: string;
let app: TestApp;
let smtp: SmtpTestServer;
let auth: { authorization: string };

beforeAll(async () => {
  requireBuild('build/client/index.html', 'build/ssr/render-page.js');
  dataDir = mkdtempSync(join(tmpdir(), 'site-rename-'));
  smtp = await startSmtpServer();
  app = await createTestApp({
    ...builtSiteOptions(dataDir, ORIGIN),
    smtpUrl: smtp.url,
    smtpRequireTls: false,
    notifyEmail: 'leads@northwind-fiber.example',
    notifyFrom: 'site@northwind-fiber.example',
    autoReply: true,
    altcha: { hmacKey: ALTCHA_KEY },
  });
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every absolute address in a text that is not PUBLIC_ORIGIN's, a standard's or the firm's. */
function foreignAddresses(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s"'<>)\\]+/g)]
    .map((m) => m[0])
    .filter((url) => !url.startsWith(`${ORIGIN}/`) && url !== ORIGIN)
    .filter((url) => !ALLOWED.test(url) && url !== SOCIAL);
}

/** Uploads the new logo and publishes the renamed firm (once, for every test of the file). */
async function renameAndPublish() {
  const logo = await uploadLogo(
    app,
    auth,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="12"/></svg>',
  );
  identity.logo = { src: logo, alt: 'Northwind Fiber logo' };
  const content = {
    ...defaultSiteData,
    identity,
    settings: {
      phone: '+44 20 7946 0000',
      email: 'hello@northwind-fiber.example',
      address: {
        street: '1 Fibre Lane',
        locality: 'Leeds',
        region: '',
        postalCode: 'LS1 4AP',
        country: 'GB',
      },
    },
  };
  const published = await app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers: auth,
    payload: { content, base_version: 0 },
  });
  expect(published.statusCode).toBe(201);
  return { content, logo: identity.logo };
}
let renamed: ReturnType<typeof renameAndPublish> | undefined;
const published = () => (renamed ??= renameAndPublish());

describe('a firm renames itself', { timeout: 120_000 }, () => {
  it('and no page, file or e-mail of the site names the built-in firm or another origin', async () => {
    const { content } = await published();

    const paths = [
      ...pagePaths(content).flatMap((path) => [path, pageDataPath(path)]),
      '/no-such-page',
      '/sitemap.xml',
      '/blog/rss.xml',
      '/robots.txt',
      '/manifest.webmanifest',
      '/_data/chat.json',
      '/.well-known/security.txt',
    ];
    for (const path of paths) {
      const res = await app.inject({ url: path });
      expect(res.statusCode, path).toBe(path === '/no-such-page' ? 404 : 200);
      expect(res.body, path).not.toMatch(OLD_NAMES);
      expect(foreignAddresses(res.body), path).toEqual([]);
    }

    // The build's scripts, styles and fonts, the admin area's included: anyone may fetch them.
    const assets = readdirSync(`${root}/build/client/assets`);
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
    for (const file of assets) {
      const res = await app.inject({ url: `/assets/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.body, file).not.toMatch(OLD_NAMES);
    }

    const home = (await app.inject({ url: '/' })).body;
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(home).toContain(`<meta property="og:site_name" content="Northwind Fiber">`);
    expect(home).toContain('<title>Northwind Fiber | Light on every street</title>');
    expect(home).toContain(`"sameAs":["${SOCIAL}"]`);
    expect(home).toContain(`"logo":{"@type":"ImageObject","url":"${ORIGIN}${identity.logo!.src}"}`);
    // The accent, in a shade that reads on the light theme (the dark one takes it as it is).
    expect(home).toMatch(/<style data-accent>:root\{--color-primary:#[0-9a-f]{6};/);
    expect(home).toContain('.dark{--color-primary:#ffee58;');
    expect((await app.inject({ url: '/robots.txt' })).body).toContain(
      `Sitemap: ${ORIGIN}/sitemap.xml`,
    );
    const security = (await app.inject({ url: '/.well-known/security.txt' })).body;
    expect(security).toContain('Contact: mailto:privacy@northwind-fiber.example\n');
    expect(security).toContain(`Canonical: ${ORIGIN}/.well-known/security.txt\n`);
    expect((await app.inject({ url: '/privacy-policy' })).body).toContain(
      'Northwind Fiber Ltd',
    );

    // A lead's notification and the requester's acknowledgement name the firm as published.
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact-submissions',
      payload: {
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Ducts for a campus.',
        altcha: await solve(await fetchChallenge(app)),
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);
    await app.notifications.drain();
    const mails = await smtp.waitForMails(2);
    const notification = mails.find((m) => m.envelopeTo.includes('leads@northwind-fiber.example'));
    const acknowledgement = mails.find((m) => m.envelopeTo.includes('ada@example.com'));
    expect(notification!.text).toContain('on the Northwind Fiber website');
    expect(acknowledgement!.headers.from).toContain('Northwind Fiber');
    expect(acknowledgement!.text).toContain('Kind regards,\nNorthwind Fiber');
    for (const mail of mails) {
      expect(`${mail.headers.from} ${mail.headers.subject} ${mail.text} ${mail.html}`).not.toMatch(
        OLD_NAMES,
      );
      expect(foreignAddresses(mail.text)).toEqual([]);
    }
  });
});

/** The value of a page's `<meta property="...">` or `<link rel="...">` (the first). */
const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]+)">`).exec(html)?.[1];
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"([^>]*)>`, 'g'))].map((m) => ({
    href: m[1]!,
    attrs: m[2]!,
  }));

/** A served picture: its type, cache policy and pixel size. */
async function picture(path: string) {
  const res = await app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  const { width, height, format } = await sharp(res.rawPayload).metadata();
  return { type: res.headers['content-type'], cache: res.headers['cache-control'], width, height, format };
}

describe('the pictures follow the rename', { timeout: 120_000 }, () => {
  it('the share pictures are drawn for the firm, one per page, at the public origin', async () => {
    await published();
    const images = new Set<string>();
    for (const path of ['/', '/services/fiber-optics', '/careers']) {
      const html = (await app.inject({ url: path })).body;
      const image = meta(html, 'og:image')!;
      expect(image, path).toMatch(new RegExp(`^${ORIGIN}/media/[0-9a-f]{32}-1200x630\\.jpg$`));
      expect(image).not.toBe(`${ORIGIN}/og-image.jpg`);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(await picture(image.slice(ORIGIN.length))).toEqual({
        type: 'image/jpeg',
        cache: 'public, max-age=31536000, immutable',
        width: 1200,
        height: 630,
        format: 'jpeg',
      });
      images.add(image);
    }
    // Each page's headline is on its own picture.
    expect(images.size).toBe(3);
  });

  it('the favicon, the home-screen icon and the manifest are the logo’s', async () => {
    const { logo } = await published();
    const home = (await app.inject({ url: '/' })).body;
    const icons = links(home, 'icon');
    // The uploaded SVG is drawn into a PNG once, at upload (decision 042): no page links an SVG,
    // so no visitor's browser draws the firm's upload itself; the icons are PNGs drawn from it.
    expect(logo!.src).toMatch(/^\/media\/.+\.png$/);
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect(icon.attrs).toContain('type="image/png"');
    const small = icons.find((icon) => icon.attrs.includes('sizes="48x48"'))!;
    expect(await picture(small.href)).toMatchObject({ type: 'image/png', width: 48, height: 48 });
    const [touch] = links(home, 'apple-touch-icon');
    expect(await picture(touch!.href)).toMatchObject({ width: 180, height: 180, format: 'png' });
    expect(links(home, 'manifest')).toEqual([{ href: '/manifest.webmanifest', attrs: '' }]);

    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.headers['content-type']).toBe('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Northwind Fiber',
      short_name: 'Northwind',
      description: identity.description,
      start_url: '/',
      // The pages' theme colour (one for the site, whatever the accent) and the theme's navy.
      theme_color: '#020617',
      background_color: '#020617',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(icon.src).toMatch(/^\/media\//);
      const size = Number(icon.sizes.split('x')[0]);
      expect(await picture(icon.src)).toMatchObject({
        type: 'image/png',
        format: 'png',
        width: size,
        height: size,
      });
    }

    // The addresses browsers and home screens ask for whatever the pages link: the logo's too.
    const touchIcon = await app.inject({ url: '/apple-touch-icon.png' });
    expect(touchIcon.headers['content-type']).toBe('image/png');
    expect(touchIcon.rawPayload.equals((await app.inject({ url: touch!.href })).rawPayload)).toBe(
      true,
    );
    const ico = await app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const bytes = ico.rawPayload;
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = [];
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const png = bytes.subarray(
        bytes.readUInt32LE(entry + 12),
        bytes.readUInt32LE(entry + 12) + bytes.readUInt32LE(entry + 8),
      );
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({ width: bytes[entry], height: bytes[entry], format: 'png' });
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });
});

describe('after a restart', { timeout: 120_000 }, () => {
  it('a share picture not drawn before it is drawn on its first request', async () => {
    await published();
    const html = (await app.inject({ url: '/quote' })).body;
    const image = meta(html, 'og:image')!.slice(ORIGIN.length);
    await app.close();
    app = await createTestApp(builtSiteOptions(dataDir, ORIGIN));
    expect(await picture(image)).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
