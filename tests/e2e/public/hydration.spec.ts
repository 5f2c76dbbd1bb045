import { type Page } from '@playwright/test';
import { passChatButtonDelay } from '../support/chat-clock';
import { expect, servicePages, skipConsentBanner, test, waitForHydration } from './fixtures';

// Hydration must adopt the prerendered HTML, not throw it away and render it again: a second
// render repaints the page late (a second Largest Contentful Paint) and drops anything the
// visitor already typed. It happened when the layout re-rendered (for a visitor with a stored
// consent choice, right after hydrating) while the page's lazy chunk was still loading; main.tsx
// now loads the chunks before hydrating (lib/lazy-with-preload.tsx).

const pages = ['/', '/quote', `/services/${servicePages[0]!.slug}`, '/case-studies/smart-city-5g'];
const BANNER = 'section[aria-label="Cookie consent"]';

/** Marks the elements matching `selectors` as they come from the HTML, before any module runs. */
async function markPrerendered(page: Page, selectors: string[]) {
  await page.addInitScript((list) => {
    document.addEventListener('DOMContentLoaded', () => {
      // A property on the node, not an attribute: a new node rendered in its place has none.
      for (const selector of list)
        Object.assign(document.querySelector(selector) ?? {}, { e2ePrerendered: true });
    });
  }, selectors);
}

async function keptFromHtml(page: Page, selectors: string[]) {
  await waitForHydration(page);
  // Past the chat button's 2 s delay (on the page's clock): the layout has re-rendered by then.
  await passChatButtonDelay(page);
  await expect(page.getByRole('button', { name: 'Open chat: Ask us' })).toBeVisible();
  return page.evaluate(
    (list) =>
      list.map(
        (selector) =>
          (document.querySelector(selector) as { e2ePrerendered?: boolean } | null)
            ?.e2ePrerendered === true,
      ),
    selectors,
  );
}

for (const path of pages) {
  test(`hydrating ${path} keeps the prerendered page (returning visitor)`, async ({ page }) => {
    await skipConsentBanner(page);
    await markPrerendered(page, ['main h1']);
    await page.clock.install(); // the chat button's 2 s pass on it
    await page.goto(path);
    expect(await keptFromHtml(page, ['main h1'])).toEqual([true]);
  });
}

test('hydrating keeps the prerendered page and consent banner (new visitor)', async ({ page }) => {
  await markPrerendered(page, ['main h1', BANNER]);
  await page.clock.install(); // the chat button's 2 s pass on it
  await page.goto('/quote');
  expect(await keptFromHtml(page, ['main h1', BANNER])).toEqual([true, true]);
});
