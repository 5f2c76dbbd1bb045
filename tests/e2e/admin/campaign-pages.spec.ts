import { defaultSiteData } from '../../../shared/site-content/defaults';
import { campaignPages } from '../../../shared/site-content/collections/custom-pages';
import { waitForHydration } from '../public/fixtures';
import { expect, test, uniqueTag } from './fixtures';

// A campaign page (issue 49): the built-in content's sample, at /c/{slug}, kept out of search
// engines; a visitor from an ad sends its quote form, and the analytics page lists the page with
// its visit and the lead it brought. On a server of its own: the row counts every visit.

// Its link scrolls to a form: checked with the smooth scroll a visitor gets by default (the
// suite runs under reduced motion, decision 059).
test.use({ freshServer: true, reducedMotion: 'no-preference' });

const campaign = campaignPages(defaultSiteData)[0]!;
/** A browser the server counts (Playwright's headless one says HeadlessChrome: a bot). */
const browserOf = (tag: string) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e-${tag}`;

test("a campaign page's lead shows the page on the analytics page", async ({
  browser,
  server,
  adminApi,
  page,
  signIn,
}) => {
  const tag = uniqueTag();
  const context = await browser.newContext({ baseURL: server.url, userAgent: browserOf(tag) });
  const visitor = await context.newPage();
  await visitor.clock.install();
  const response = await visitor.goto(`${campaign.path}?utm_source=linkedin&utm_campaign=p5g`);
  expect(response?.status()).toBe(200);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await waitForHydration(visitor);
  // The hero's button scrolls to the quote form, its service already chosen.
  await visitor.getByRole('link', { name: 'Request the assessment' }).click();
  const form = visitor.getByRole('form', { name: 'Quote request form' });
  await expect(form).toBeInViewport();
  await expect(form.getByLabel('Service of Interest')).toHaveValue('Wireless Systems');
  await form.getByLabel('Full Name').fill(`Client ${tag}`);
  await form.getByLabel('Email').fill(`client-${tag}@example.com`);
  await form.getByLabel('Project Details').fill('A port of 40 hectares.');
  await visitor.clock.fastForward(20_000);
  const sent = visitor.waitForResponse('**/api/quote-requests');
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  const { id } = (await (await sent).json()) as { id: string };
  await context.close();

  const lead = await (await adminApi.get(`/api/quote-requests/${id}`)).json();
  expect(lead.attribution).toMatchObject({ landing_page: campaign.path, utm_campaign: 'p5g' });

  await signIn(page, { path: '/admin/analytics?period=7d' });
  const table = page.getByRole('region', { name: 'Campaign pages', exact: true });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${campaign.title} (${campaign.path})` }) });
  await expect(row.getByRole('cell')).toHaveText(['1', '1', '0', '0']);
});
