import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Shared set-up of the screenshot tests: the widths and themes every page is drawn in, which of
// them get the whole page, and what makes a page ready to be compared pixel by pixel.

export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];

/** A laptop and a phone; one device pixel per CSS pixel keeps the baselines small. */
export const widths = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type Width = keyof typeof widths;

/**
 * Where a page is drawn whole; elsewhere its first screen only. Layout depends on the width and
 * colour on the theme, so one whole page per width, each in a different theme, shows every
 * section in both layouts and both palettes at half the bytes of drawing all four whole. The
 * default theme (dark) gets the laptop.
 */
export function drawsWholePage(theme: Theme, width: Width): boolean {
  return (theme === 'dark') === (width === 'desktop');
}

/**
 * Skips the running test when this platform and browser have no baselines at all (one folder
 * each, playwright.config.ts), unless the run was asked to draw them (--update-snapshots): a
 * comparison with nothing is no test, and a run that wrote its own baselines would pass anything.
 * CI compares only: a browser without baselines there is a mistake, and fails.
 */
export function skipWithoutBaselines() {
  const info = test.info();
  const folder = dirname(info.snapshotPath('any.png', { kind: 'screenshot' }));
  if (existsSync(folder) || info.config.updateSnapshots !== 'none') return;
  const where = relative(process.cwd(), folder);
  if (process.env.CI) throw new Error(`No screenshots to compare with in ${where}`);
  test.skip(
    true,
    `no screenshots of this browser to compare with (${where}); ` +
      '`npx playwright test tests/e2e/visual --update-snapshots` draws them',
  );
}

/** Hides what moves or is random (see the file). */
const screenshotStyle = fileURLToPath(new URL('./screenshot.css', import.meta.url));

/**
 * Makes the site's web font load every time. Its font-display is `optional`: a first visit on
 * a slow connection keeps the fallback font, which is right for visitors but makes a fresh
 * browser on a busy machine draw some runs in Inter and others in Arial. `block` waits for it.
 */
export async function alwaysUseWebFont(page: Page) {
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch();
    const css = (await response.text()).replaceAll('font-display:optional', 'font-display:block');
    await route.fulfill({ response, body: css });
  });
}

/**
 * Waits until a rendered page looks as it will stay: web fonts in, every image (lazy ones too,
 * which a full-page capture would otherwise show empty) loaded and decoded.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    if (!document.fonts.check('16px "Inter Variable"')) throw new Error('Inter is not in use');
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * Compares `target` with its baseline `name`. Playwright writes baselines with fast, light
 * compression; one it has just written (missing or updated) is recompressed losslessly, which
 * makes the committed PNG about a third smaller with the same pixels.
 */
export async function expectScreenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; mask?: Locator[] } = {},
) {
  const startedAt = Date.now();
  await expect(target).toHaveScreenshot(name, { ...options, stylePath: screenshotStyle });
  const baseline = test.info().snapshotPath(name, { kind: 'screenshot' });
  if (statSync(baseline).mtimeMs >= startedAt - 1000) {
    writeFileSync(baseline, await sharp(baseline).png({ compressionLevel: 9 }).toBuffer());
  }
}
