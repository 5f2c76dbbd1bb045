import type { Locator, Page } from '@playwright/test';
import { expect, skipConsentBanner, test, waitForHydration } from './fixtures';

// The look a visitor notices when something is off: one left edge per page, no repeated or
// mistyped text, and a consent bar that leaves a phone's first screen usable.

const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);

const pages: { path: string; content: (page: Page) => Locator }[] = [
  { path: '/quote', content: (p) => p.getByRole('form', { name: 'Quote request form' }) },
  { path: '/careers', content: (p) => p.getByRole('heading', { name: 'Open positions' }) },
  { path: '/services/fiber-optics', content: (p) => p.locator('main article h2').first() },
  { path: '/case-studies/smart-city-5g', content: (p) => p.getByText('The challenge') },
  { path: '/privacy-policy', content: (p) => p.locator('main h2').first() },
];

for (const width of [1440, 390]) {
  for (const { path, content } of pages) {
    test(`${path} at ${width} px: logo, heading and content share one left edge`, async ({
      page,
    }) => {
      await skipConsentBanner(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page);
      const logo = await left(page.getByRole('link', { name: 'Meridian NetSec home' }));
      expect(await left(page.locator('main h1'))).toBe(logo);
      // The form sits in a card: its border is the edge the eye follows.
      const block = content(page);
      const edge = path === '/quote' ? await left(block.locator('xpath=..')) : await left(block);
      expect(edge).toBe(logo);
    });
  }
}

test('careers shows each department once per opening', async ({ page }) => {
  await skipConsentBanner(page);
  await page.goto('/careers');
  for (const department of ['Engineering', 'Security', 'Management', 'Operations']) {
    await expect(page.locator('main article').getByText(department, { exact: true })).toHaveCount(
      1,
    );
  }
});

test('the footer names the company with one full stop', async ({ page }) => {
  await skipConsentBanner(page);
  await page.goto('/');
  const legal = page.locator('footer').getByText(/All rights reserved\./);
  await expect(legal).toContainText('Meridian NetSec Engineering, Inc. All rights reserved.');
  await expect(legal).not.toContainText('..');
});

test('on a phone the consent bar takes under a fifth of the screen and hides no call to action', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHydration(page);
  const banner = (await page.getByRole('region', { name: 'Cookie consent' }).boundingBox())!;
  expect(banner.height).toBeLessThan(844 * 0.2);
  const ctas = [
    page.getByRole('link', { name: 'Explore Our Solutions' }),
    page.locator('main').getByRole('link', { name: 'Get a Quote' }),
    page.getByRole('button', { name: 'Open menu' }),
  ];
  for (const cta of ctas) {
    const box = (await cta.boundingBox())!;
    const overlaps =
      box.x < banner.x + banner.width &&
      banner.x < box.x + box.width &&
      box.y < banner.y + banner.height &&
      banner.y < box.y + box.height;
    expect(overlaps, `${cta} is covered`).toBe(false);
  }
});
