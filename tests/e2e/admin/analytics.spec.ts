import type { Browser, Page } from '@playwright/test';
import { waitForHydration } from '../public/fixtures';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// The analytics page (issue 39): a real browser's visit counted by the server (the document and
// the client-side navigation), the quote it sent attributed to its campaign, and the page read
// by an owner, an editor and on a phone. Other tests share the server: this one's visitor is
// known by its campaign tag, never by totals.

/** A browser the server counts (Playwright's headless one says HeadlessChrome: a bot). */
const browserOf = (tag: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e-${tag}`;

/**
 * A visitor lands on a service page from a newsletter, goes on to /quote within the site and
 * sends a quote request, taking the 20 s a person would (the page's clock runs ahead: a form
 * sent at once is filed as spam, which the conversion leaves out).
 */
async function visitAndRequestAQuote(browser: Browser, baseURL: string, tag: string) {
  const context = await browser.newContext({ baseURL, userAgent: browserOf(tag) });
  const visitor = await context.newPage();
  await visitor.clock.install();
  await visitor.goto(
    `/services/wireless-systems?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-${tag}`,
  );
  await waitForHydration(visitor);
  const data = visitor.waitForResponse('**/_data/quote.json');
  await visitor.getByRole('link', { name: 'Get a Quote' }).first().click();
  expect((await data).status()).toBe(200);
  const form = visitor.getByRole('form', { name: 'Quote request form' });
  await form.getByLabel('Full Name').fill(`Client ${tag}`);
  await form.getByLabel('Email').fill(`client-${tag}@example.com`);
  await form.getByLabel('Service of Interest').selectOption('Wireless Systems');
  await form.getByLabel('Project Details').fill('Private LTE for two depots.');
  await visitor.clock.fastForward(20_000);
  const sent = visitor.waitForResponse('**/api/quote-requests');
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  const created = (await (await sent).json()) as { id: string };
  await context.close();
  return created.id;
}

/** The campaigns table's row of this test's visitor. */
const campaignRow = (page: Page, tag: string) =>
  page
    .getByRole('region', { name: 'Campaigns', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `e2e-${tag}`, exact: true }) });

test('a campaign visit that sent a quote, then won: counted, attributed, in the conversion', async ({
  browser,
  server,
  adminApi,
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const id = await visitAndRequestAQuote(browser, server.url, tag);
  const lead = await (await adminApi.get(`/api/quote-requests/${id}`)).json();
  expect(lead).toMatchObject({
    status: 'new',
    attribution: {
      landing_page: '/services/wireless-systems',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: `e2e-${tag}`,
      // The service page's document and /quote's data: once each, nothing for a prefetch.
      pages_viewed: 2,
    },
  });
  // Measured by the server's clock from the service page's document to the POST.
  expect(lead.attribution.seconds_to_submit).toEqual(expect.any(Number));
  for (const stage of ['qualified', 'won']) {
    await adminApi.patch(`/api/quote-requests/${id}`, { data: { stage } });
  }

  await signIn(page, { path: '/admin/analytics?period=today' });
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(campaignRow(page, tag).getByRole('cell')).toHaveText([
    'newsletter / email',
    '1',
    '1',
    '1',
  ]);
  const conversion = page.getByRole('region', { name: 'Conversion', exact: true });
  await expect(
    conversion.getByRole('rowheader', { name: '/services/wireless-systems' }),
  ).toBeVisible();
  await conversion.getByRole('button', { name: 'By source' }).click();
  await expect(conversion.getByRole('button', { name: 'By source' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    conversion.getByRole('rowheader', { name: 'newsletter', exact: true }),
  ).toBeVisible();
  // The chart has its numbers as a table for screen readers, one row per day and the header.
  await expect(page.getByRole('img', { name: 'Traffic per day' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Traffic per day/ }).getByRole('row')).toHaveCount(
    2,
  );

  // The lead's dialog tells the visit, and its timeline starts with it.
  await page.goto(`/admin/inbox?tab=quote&q=${tag}`);
  await page.getByRole('button', { name: `Client ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote request from Client ${tag}` });
  const visit = /^Landed on \/services\/wireless-systems \(utm_source newsletter, utm_medium email/;
  await expect(dialog.getByRole('definition').filter({ hasText: visit })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Timeline' }).getByText(visit)).toBeVisible();
});

test('the analytics page: no WCAG A/AA violations in either theme, nor on a 390 px phone', async ({
  browser,
  server,
  page,
  signIn,
}) => {
  await visitAndRequestAQuote(browser, server.url, uniqueTag());
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'accepted'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, { path: '/admin/analytics' });
  await expect(page.getByRole('region', { name: 'Conversion', exact: true })).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Custom' }).click();
  await expect(page.getByLabel('From')).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  // Nothing scrolls sideways: not the page, not a table with its figures in it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scrolling = await page
    .locator('#admin-main [role="region"][tabindex="0"]')
    .evaluateAll((boxes) =>
      boxes.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.ariaLabel),
    );
  expect(scrolling).toEqual([]);
});

test('an editor reads the page figures, without sources or leads', async ({
  page,
  signIn,
  createAdmin,
}) => {
  const editor = await createAdmin({ role: 'editor' });
  await signIn(page, { as: editor, path: '/admin/analytics?period=7d' });
  await expect(page.getByRole('region', { name: 'Top pages', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('figure-visitors')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversion', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Campaigns', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('figure-leads')).toHaveCount(0);
});
