import { readFile } from 'node:fs/promises';
import { exampleBlock } from '../../../shared/site-content/blocks';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import type { SiteData } from '../../../shared/site-content/schema';
import { uniqueTag } from '../fixtures';
import { expect, skipConsentBanner, test, waitForHydration } from './fixtures';

// A downloads block on a page of the firm's own (issue 50), read on a phone by a visitor who
// came from a newsletter: the documents picked and those of a category are listed; the open
// document's card hands over its file at once, counted with the visit's campaign; the gated
// one's leads to the form on its page.

// Its link scrolls to a form: checked with the smooth scroll a visitor gets by default (the
// suite runs under reduced motion, decision 059).
test.use({
  freshServer: true,
  viewport: { width: 390, height: 844 },
  reducedMotion: 'no-preference',
});

const PATH = '/sectors/ports';
const docs = defaultSiteData.downloads;
const open = docs.find((d) => !d.gated)!;
const gated = docs.find((d) => d.gated)!;

function withDownloadsPage(content: SiteData): SiteData {
  const picked = { ...exampleBlock('downloads', 1), heading: 'Picked for ports' };
  const category = {
    ...exampleBlock('downloads', 2),
    heading: 'Every checklist',
    show: 'category' as const,
    category: gated.category,
  };
  const page = {
    id: 901,
    kind: 'page' as const,
    slug: 'ports',
    path: PATH,
    title: 'Ports',
    noindex: false,
    blocks: [{ ...picked, documents: [open.slug, gated.slug] }, category],
  };
  return { ...content, customPages: [...content.customPages, page] };
}

/** A browser the server counts (Playwright's headless one says HeadlessChrome: a bot). */
const counted = (tag: string) =>
  `Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 e2e-${tag}`;

test('a visitor on a phone takes an open document from the block and finds a gated one’s form', async ({
  browser,
  server,
  seed,
  adminApi,
}) => {
  await seed.publish(withDownloadsPage);
  const tag = uniqueTag();
  const context = await browser.newContext({
    baseURL: server.url,
    userAgent: counted(tag),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await skipConsentBanner(page);
  await page.goto(`${PATH}?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-${tag}`);
  await waitForHydration(page);

  const picked = page.getByRole('region', { name: 'Picked for ports' });
  await expect(picked.getByRole('heading', { level: 3 })).toHaveText([open.title, gated.title]);
  const ofCategory = page.getByRole('region', { name: 'Every checklist' });
  await expect(ofCategory.getByRole('heading', { level: 3 })).toHaveText(
    docs.filter((d) => d.category === gated.category).map((d) => d.title),
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    picked.getByRole('link', { name: new RegExp(open.title) }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(open.file!.name);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBe(open.file!.size);
  // Counted as a download of the document, from the newsletter's campaign.
  // The server's day is its own time zone's: a day either side of the runner's.
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const range = `from=${day(-1)}&to=${day(1)}`;
  const figures = async () =>
    (await adminApi.get(`/api/admin/analytics/downloads?${range}`)).json();
  await expect
    .poll(async () => (await figures()).sources)
    .toContainEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: `e2e-${tag}`,
      downloads: 1,
    });
  const row = (await figures()).documents.find((d: { id: number }) => d.id === open.id);
  expect(row.downloads).toBe(1);

  // The gated document: its card opens its page at the request form.
  await picked.getByRole('link', { name: new RegExp(gated.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/downloads/${gated.slug}#request$`));
  await expect(page.getByRole('form', { name: `Request ${gated.title}` })).toBeInViewport();
  await context.close();
});
