import { readFile } from 'node:fs/promises';
import { collections } from '@shared/site-content/collections';
import { sitePaths } from '@shared/site-content/site-paths';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';

// The downloads (issue 50): the list filtered by service and category, a gated document asked
// for on a phone and its file had at once, an open one downloaded from its page.

const samples = collections.downloads.defaults;
const gated = samples.find((d) => d.gated && d.services.includes('fiber-optics'))!;
const open = samples.find((d) => !d.gated)!;

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a visitor on a phone finds a gated document, fills the form and gets the file', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sitePaths.downloads);
  await waitForHydration(page);
  const list = page.getByRole('main').getByRole('list').last();
  await expect(list.getByRole('listitem')).toHaveCount(samples.length);

  // Narrowed to a service: the address keeps the filter.
  await page.getByLabel('Service').selectOption({ label: 'Fiber Optics & LAN/WAN' });
  await expect(page).toHaveURL(/\?service=fiber-optics$/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('link', { name: new RegExp(gated.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: gated.title })).toBeVisible();
  // No file to take without asking: the page links none, and the file itself refuses.
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  expect((await request.get(gated.file!.src)).status()).toBe(404);

  const form = page.getByRole('form', { name: `Request ${gated.title}` });
  await form.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await form.getByLabel('Work Email').fill('grace@navy.example');
  await form.getByLabel('Company').fill('US Navy');
  await expect(form).toContainText('Privacy Policy');
  await form.getByRole('button', { name: 'Get the Document' }).click();
  await expect(form.getByRole('status')).toContainText(/Your reference: D-\d{4}-\d{4}/);
  const link = form.getByRole('link', { name: 'Download the document' });
  await expect(link).toBeInViewport();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(gated.file!.name);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBe(gated.file!.size);

  await page.mouse.move(0, 0);
  await page.getByTestId('toast').getByRole('button', { name: 'Dismiss notification' }).click();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('the list opens filtered by the address, and says when nothing matches', async ({ page }) => {
  const [first] = samples;
  await page.goto(`${sitePaths.downloads}?category=${encodeURIComponent(first!.category)}`);
  await waitForHydration(page);
  const list = page.getByRole('main').getByRole('list').last();
  await expect(list.getByRole('listitem')).toHaveCount(
    samples.filter((d) => d.category === first!.category).length,
  );
  await expect(page.getByLabel('Category')).toHaveValue(first!.category);
  const other = samples.find((d) => !d.services.some((s) => first!.services.includes(s)))!;
  await page.getByLabel('Service').selectOption(other.services[0]!);
  await expect(page.getByText('No document of this category for this service.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all documents' }).click();
  await expect(page).toHaveURL(new RegExp(`${sitePaths.downloads}$`));
  await expect(list.getByRole('listitem')).toHaveCount(samples.length);
});

test('an open document downloads from its page, and its service page lists it', async ({
  page,
}) => {
  await page.goto(sitePaths.download(open.slug));
  await waitForHydration(page);
  await expect(page.getByRole('form')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download \(PDF, / }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(open.file!.name);

  await page.goto(sitePaths.service(open.services[0]!));
  const section = page.getByRole('region', { name: 'Downloads' });
  await expect(section.getByRole('link', { name: new RegExp(open.title) })).toBeVisible();
});
