import type { Locator } from '@playwright/test';
import { switchTheme } from '../support/axe';
import { expect, test, waitForHydration } from './fixtures';

// The suite runs under reduced motion (playwright.config.ts, decision 059); the moving network
// and the still frame drawn for want of OffscreenCanvas are checked with motion allowed.
test.use({ reducedMotion: 'no-preference' });

// The hero's particle network off the main thread (issue 42, item 14): a worker draws it where
// the browser can hand it a canvas (OffscreenCanvas), and a still frame is drawn under reduced
// motion and where OffscreenCanvas is missing.

/**
 * Only the canvas is visible, on a black page: nothing else in its box (the chat button, the text,
 * the theme's background) counts. Set through the CSSOM: the site's CSP (style-src 'self') refuses
 * an injected <style>.
 */
async function showOnlyTheCanvas(canvas: Locator): Promise<void> {
  await canvas.page().evaluate(() => {
    const set = (el: HTMLElement, property: string, value: string) =>
      el.style.setProperty(property, value, 'important');
    set(document.documentElement, 'background', '#000');
    set(document.body, 'background', '#000');
    set(document.body, 'visibility', 'hidden');
    document.querySelectorAll('canvas').forEach((c) => set(c, 'visibility', 'visible'));
  });
}

/**
 * The part of the canvas inside the window. A screenshot of the whole element would grow the
 * window to fit it (the hero is taller), which resizes the canvas and so draws a new network.
 */
async function visiblePart(canvas: Locator) {
  const box = (await canvas.boundingBox())!;
  const window = canvas.page().viewportSize()!;
  return { x: box.x, y: Math.max(0, box.y), width: box.width, height: window.height - box.y };
}

/** Whether the canvas shows anything: its box looks different with the canvas hidden. */
async function drawn(canvas: Locator): Promise<boolean> {
  const page = canvas.page();
  const clip = await visiblePart(canvas);
  const shown = await page.screenshot({ clip });
  await canvas.evaluate((c: HTMLElement) => c.style.setProperty('display', 'none'));
  const hidden = await page.screenshot({ clip });
  await canvas.evaluate((c: HTMLElement) => c.style.setProperty('display', 'block'));
  return !shown.equals(hidden);
}

/** Whether the canvas stays the same over several captures (a few hundred milliseconds). */
async function still(canvas: Locator): Promise<boolean> {
  const page = canvas.page();
  const clip = await visiblePart(canvas);
  const first = await page.screenshot({ clip });
  for (let i = 0; i < 5; i++) if (!(await page.screenshot({ clip })).equals(first)) return false;
  return true;
}

test.describe('on a phone with a 2x screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test('a worker draws the moving network, at one canvas pixel per CSS pixel', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await waitForHydration(page);
    const canvas = page.locator('canvas');
    // Set when the worker has drawn (the animation's code is fetched after hydration).
    await expect(canvas).toHaveAttribute('data-particles', /^[1-9]\d*$/);
    const box = (await canvas.boundingBox())!;
    // Not 2x: a software-rasterised frame of four times the pixels was a long task on a slow
    // phone (docs/performance-log.md, section 5); in the worker it is still four times the work.
    await expect(canvas).toHaveAttribute(
      'data-pixels',
      `${Math.round(box.width)}x${Math.round(box.height)}`,
    );
    // The page handed the canvas over: the worker draws on it, the page cannot.
    const pageContext = await canvas.evaluate((c: HTMLCanvasElement) => {
      try {
        return c.getContext('2d') ? 'a 2d context' : 'none';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(pageContext).toContain('transferred its control to offscreen');
    await showOnlyTheCanvas(canvas);
    const clip = await visiblePart(canvas);
    const first = await page.screenshot({ clip });
    await expect.poll(async () => (await page.screenshot({ clip })).equals(first)).toBe(false);
    // No CSP or Trusted Types refusal of the worker, nothing thrown.
    expect(errors).toEqual([]);
  });
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the worker draws one still frame', async ({ visitor: page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const canvas = page.locator('canvas');
    await expect(canvas).toHaveAttribute('data-particles', /^[1-9]\d*$/);
    await showOnlyTheCanvas(canvas);
    expect(await drawn(canvas)).toBe(true);
    expect(await still(canvas)).toBe(true);
    // The theme's colour reaches the worker: the same network, drawn again in the new colour.
    const clip = await visiblePart(canvas);
    const before = await page.screenshot({ clip });
    await switchTheme(page, 'light');
    await expect.poll(async () => (await page.screenshot({ clip })).equals(before)).toBe(false);
  });
});

test('without OffscreenCanvas the page draws a still frame itself', async ({ visitor: page }) => {
  await page.addInitScript(() => {
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
  });
  await page.goto('/');
  await waitForHydration(page);
  const canvas = page.locator('canvas');
  await expect(canvas).toHaveAttribute('data-particles', /^[1-9]\d*$/);
  // The page's own canvas: it can still be drawn on (a transferred one cannot).
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.getContext('2d') !== null)).toBe(true);
  await showOnlyTheCanvas(canvas);
  expect(await drawn(canvas)).toBe(true);
  expect(await still(canvas)).toBe(true);
});
