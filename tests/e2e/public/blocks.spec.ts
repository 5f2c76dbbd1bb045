import type { Page } from '@playwright/test';
import { BLOCK_KINDS, exampleBlock } from '../../../shared/site-content/blocks';
import { FORMS } from '../../../shared/site-content/blocks/form';
import type { SiteData } from '../../../shared/site-content/schema';
import { EMBEDDED_PAGE_ID } from '../../../client/src/lib/site-data/embedded-page';
import { switchTheme, wcagViolations } from '../support/axe';
import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';

// A page with one block of every kind (each kind's example, and the form block with each of
// its forms), published on a server of its own and read on a 390 px phone: WCAG A/AA clean in
// both themes, nothing wider than the screen, no layout shift while it loads, no inline style.

test.use({ freshServer: true, viewport: { width: 390, height: 844 } });

const PATH = '/sectors/every-block';

function withEveryBlock(content: SiteData): SiteData {
  const blocks = BLOCK_KINDS.map((kind, i) => exampleBlock(kind, i + 1));
  // The form block's example has one form; the others beside it.
  const example = exampleBlock('form', 0).form;
  const forms = FORMS.filter((form) => form !== example).map((form, i) => ({
    ...exampleBlock('form', BLOCK_KINDS.length + i + 1),
    form,
    anchor: `form-${form}`,
  }));
  const page = {
    id: 900,
    kind: 'page' as const,
    slug: 'every-block',
    path: PATH,
    title: 'Every block',
    noindex: false,
    blocks: [...blocks, ...forms],
  };
  return { ...content, customPages: [...content.customPages, page] };
}

/** The layout shifts of the page since it started loading (CLS's sum, without sessions). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );

test('a page of every kind of block: accessible in both themes, fits a phone, holds still', async ({
  page,
  seed,
}) => {
  await seed.publish(withEveryBlock);
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  // Every block is on the page, each in its own section (its anchor, or one made of its id).
  const shown = await page.evaluate((id) => {
    const data = JSON.parse(document.getElementById(id)!.textContent!);
    return data.view.page.blocks as { kind: string; id: number; anchor: string | null }[];
  }, EMBEDDED_PAGE_ID);
  expect(new Set(shown.map((b) => b.kind))).toEqual(new Set(BLOCK_KINDS));
  for (const block of shown)
    await expect(page.locator(`#${block.anchor ?? `block-${block.id}`}`), block.kind).toBeVisible();
  await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Quote request form' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await page.locator('main [style]').count()).toBe(0);

  await switchTheme(page, 'light');
  expect(await wcagViolations(page)).toEqual([]);
  await switchTheme(page, 'dark');
  expect(await wcagViolations(page)).toEqual([]);
});
