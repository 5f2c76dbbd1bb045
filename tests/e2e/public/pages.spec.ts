import { caseStudyPages, expect, servicePages, test, waitForHydration } from './fixtures';

test('home: services, case studies, partners, team and blog cards', async ({ visitor: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  for (const s of servicePages) {
    await expect(page.locator(`#services a[href="/services/${s.slug}"]`)).toContainText(s.title);
  }
  for (const c of caseStudyPages) {
    await expect(page.locator(`#cases a[href="/case-studies/${c.slug}"]`)).toContainText(c.title);
  }
  await expect(page.locator('#tech li')).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Meet Our Experts' })).toBeVisible();
  await expect(page.locator('#team li')).toHaveCount(4);
  // The defaults ship illustrated portraits and cover art (the fallbacks are for admin content).
  await expect(page.locator('#team img')).toHaveCount(4);
  await expect(page.getByTestId('team-placeholder')).toHaveCount(0);
  await expect(page.locator('#team img').first()).toHaveAttribute(
    'src',
    /\/images\/team\/.+\.svg$/,
  );
  for (const src of await page
    .locator('#team img, #blog img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!))) {
    const response = await page.request.get(src);
    expect(response.headers()['content-type'], src).toContain('image/svg+xml');
  }
  // Partners: a monogram mark beside each name.
  await expect(page.locator('#tech li').first()).toContainText('AR');
  await expect(page.locator('#blog article')).toHaveCount(3);
  await expect(page.locator('#blog img')).toHaveCount(3);
  await expect(page.locator('#blog').getByText('No Image Provided')).toHaveCount(0);
  await expect(page.locator('#blog').getByText('March 5, 2025')).toBeVisible();
});

test('blog Read More opens the post, a page of its own (decision 017)', async ({
  visitor: page,
}) => {
  await page.goto('/#blog');
  await waitForHydration(page);
  const first = page.locator('#blog article').first();
  const title = (await first.getByRole('heading').first().textContent())!.trim();
  await first.getByRole('link', { name: /Read More/ }).click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test("careers: four openings; Apply Now opens the opening's application page", async ({
  visitor: page,
}) => {
  await page.goto('/careers');
  await waitForHydration(page);
  for (const title of [
    'Senior Network Engineer',
    'Cybersecurity Analyst',
    'Project Manager - Telecommunications',
    'Field Technician',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByText('Chicago')).toBeVisible();
  await page.getByRole('link', { name: /Apply Now.*Cybersecurity Analyst/ }).click();
  await expect(page).toHaveURL(/\/careers\/cybersecurity-analyst\/apply$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply: Cybersecurity Analyst');
  // The tab names the job, after a navigation in the page as on a first load.
  await expect(page).toHaveTitle(/^Apply: Cybersecurity Analyst \| /);
  await page.reload();
  await expect(page).toHaveTitle(/^Apply: Cybersecurity Analyst \| /);
});

for (const s of servicePages) {
  test(`service page ${s.slug}`, async ({ visitor: page }) => {
    const response = await page.goto(`/services/${s.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
    await expect(page).toHaveTitle(new RegExp(s.title.replace(/[/&]/g, '.')));
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const cta = page.getByRole('complementary').filter({ hasText: 'Get a Quote' });
    // The quote form with this service chosen.
    await expect(cta.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute(
      'href',
      `/quote?service=${s.slug}`,
    );
    // The contact page: the home page's contact section may be hidden.
    await expect(cta.getByRole('link', { name: 'Send a Message' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

for (const c of caseStudyPages) {
  test(`case study page ${c.slug} shows its stats`, async ({ visitor: page }) => {
    await page.goto(`/case-studies/${c.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    for (const heading of ['The challenge', 'Our solution', 'The outcome']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('img').first()).toBeVisible();
    const stats = page.getByTestId('case-study-stats');
    for (const value of c.stats)
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get a Quote' }).last()).toHaveAttribute(
      'href',
      '/quote',
    );
  });
}

test('the case study stats include the spec figures', async ({ visitor: page }) => {
  const labels: string[] = [];
  for (const c of caseStudyPages) {
    await page.goto(`/case-studies/${c.slug}`);
    labels.push(...(await page.getByTestId('case-study-stats').innerText()).split('\n'));
  }
  const text = labels.join(' ');
  for (const figure of [
    '10x',
    'Faster data speeds',
    '90%',
    'Latency reduction',
    '10,000km',
    '50+',
    'Cities connected',
    '75%',
    'Fewer false alarms',
  ]) {
    expect(text).toContain(figure);
  }
});

test('an unknown path answers 404 with a page that says so and offers the ways on', async ({
  visitor: page,
}) => {
  for (const path of ['/no-such-page', '/services/teleportation']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'The home page' })).toHaveAttribute('href', '/');
    // Then the menu's links, as the firm set them.
    await expect(main.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/#services',
    );
    await expect(main.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/careers');
  }
  // The way on works: careers opens from the not-found page.
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test("a page that fails to render shows the spec's error screen", async ({ visitor: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  // The careers page's data cannot be loaded: the page cannot render.
  await page.route('**/_data/careers.json', (route) => route.fulfill({ status: 500, body: '' }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Careers' })
    .click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByTestId('error-detail')).toContainText('could not be loaded');
});

test('each prerendered page has its own title, description, canonical URL and Open Graph tags', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>();
  for (const path of [
    '/',
    '/quote',
    '/careers',
    '/privacy-policy',
    '/terms-of-service',
    '/services/fiber-optics',
    '/case-studies/smart-city-5g',
  ]) {
    const html = await (await request.get(path)).text();
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title!);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    // Absolute addresses start with the server's PUBLIC_ORIGIN, never another domain.
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${path === '/' ? '/' : path}"`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.jpg"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    // The content itself is in the HTML before any script runs.
    expect(html).toMatch(/<h1[^>]*>/);
  }
  expect(titles.size).toBe(7);
  const home = await (await request.get('/')).text();
  const jsonLd = home.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
  // The firm as a ProfessionalService (a kind of Organization), from the live settings.
  expect(['Organization', 'ProfessionalService']).toContain(JSON.parse(jsonLd!)['@type']);
  expect(home).toContain('Bridging Networks, Securing Futures');
  // The preview picture itself is served (the tags name the public origin; the path is the same).
  const image = await request.get('/og-image.jpg');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/jpeg');
  expect((await image.body()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
});

test('the document title follows client-side navigation', async ({ visitor: page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#services a[href="/services/satellite-communications"]').click();
  await expect(page).toHaveTitle(/^Satellite Communications \|/);
});

test('sitemap.xml lists the public pages; robots.txt keeps crawlers out of the admin area', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/quote',
    '/careers',
    '/privacy-policy',
    '/terms-of-service',
    '/services/system-integration',
    '/case-studies/corporate-hq-security',
  ]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect(sitemap).not.toContain('/admin');
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/admin', '/login', '/setup-admin'])
    expect(robots).toContain(`Disallow: ${path}`);
});

test('the page makes no third-party request', async ({ visitor: page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      foreign.push(r.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(500);
  expect(foreign).toEqual([]);
});
