import type { Page, Request } from '@playwright/test';
import { adminNav, sidebarGroups } from '~/app/admin-nav';
import { openFromSidebar } from '../support/sidebar';
import { expect, test, uniqueTag } from './fixtures';

// Every admin page on a 390 px phone: nothing scrolls sideways, neither the page nor a box in it
// (a table whose last columns hide behind a sideways scroll is just as hard to use). The pages
// come from the sidebar an owner sees, which client/src/app/admin-nav.ts defines: a new page
// is swept without editing this file.

const PHONE = { width: 390, height: 844 };

/** What sticks out sideways: the page itself, or any element that scrolls or overflows. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''
      } ${(el.textContent ?? '').trim().slice(0, 40)}`;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const el of document.querySelectorAll('#admin-main *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      // Visually hidden content (sr-only, the chart's table) is clipped to 1 px on purpose.
      if (el.closest('.sr-only')) continue;
      const scrolls = ['auto', 'scroll'].includes(style.overflowX);
      if (scrolls && el.scrollWidth > el.clientWidth + 1) {
        found.push(
          `${describe(el)}: scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`,
        );
      }
      // The outermost box that sticks out names the culprit; its children would only repeat it.
      const { right } = el.getBoundingClientRect();
      const parentRight = el.parentElement?.getBoundingClientRect().right ?? 0;
      if (right > width + 1 && parentRight <= width + 1) {
        found.push(`${describe(el)}: ends at ${Math.round(right)} px`);
      }
    }
    return found;
  });
}

/**
 * Waits for what `waitForLoadState('networkidle')` waits for after a load (no request for
 * 500 ms: the page's data is in), after a click that loads nothing, where that state is long
 * reached. Returns the wait; the requests are watched from the call on.
 */
function networkQuiet(page: Page) {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const done = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= 500, { intervals: [100] })
      .toBe(true);
}

test('every admin page fits a 390 px phone without scrolling sideways', async ({
  page,
  signIn,
  seed,
  createAdmin,
}) => {
  test.setTimeout(180_000);
  // A lead, so the inbox shows its list rather than the empty state.
  await seed.contact();
  // A colleague with a long address: the filters that list accounts (the security log's Who, the
  // inbox's Owner) are selects, as wide as their longest option, whatever else the server holds.
  await createAdmin({
    role: 'sales',
    email: `field-engineering-coordinator-${uniqueTag()}@long-subsidiary-name.example.com`,
  });
  await page.setViewportSize(PHONE);
  const quiet = networkQuiet(page);
  await signIn(page, { path: '/admin' });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const hrefs = await page
    .locator('#admin-sidebar nav[aria-label="Admin"] a[href^="/admin"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // The owner's sidebar lists every page of the sidebar's definition.
  expect(hrefs).toEqual(
    sidebarGroups({ role: 'owner' }, adminNav).flatMap(({ items }) => items.map((i) => i.href)),
  );

  // Each page as the menu opens it, in the document loaded above (no load per page).
  for (const href of hrefs) {
    await openFromSidebar(page, href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await quiet();
    expect.soft(await sidewaysOverflow(page), `${href} at 390 px`).toEqual([]);
  }
});
