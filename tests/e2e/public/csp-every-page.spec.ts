import type { Page } from '@playwright/test';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { listedPagePaths, pagePaths } from '../../../shared/site-content/pages';
import { strict, watchViolations } from '../support/csp';
import { passChatButtonDelay } from '../support/chat-clock';
import { expect, test as base, waitForHydration } from './fixtures';

// Every page under the server's strict Content-Security-Policy, style-src 'self' included (no
// 'unsafe-inline': issue 53): a page that loads, hydrates, opens its menu or the chat, or
// navigates, and trips the policy fails. The pages are the site's page list (every collection's
// pages, whatever collections there are), checked against the sitemap the server serves (which
// leaves out the pages of forms: the openings'). The admin area: ../admin/csp.spec.ts.

const PAGES = [...pagePaths(defaultSiteData), '/no-such-page'];

/** A first-time visitor's phone page, watched for violations (support/csp.ts). */
interface Visitor {
  page: Page;
  violations: () => Promise<string[]>;
}

// The page tests share one page per worker: a context of each route's own cost a context's start
// and a cold cache (every script fetched and compiled again) per route, as much as the check.
// Its storage and cookies are emptied after each route, so each is still a first visit.
const test = base.extend<{ firstVisit: Visitor }, { visitorPage: Visitor }>({
  visitorPage: [
    async ({ browser, servers }, use, workerInfo) => {
      const { userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        ...{ userAgent, deviceScaleFactor, isMobile, hasTouch },
        baseURL: (await servers.get({})).url,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      // The chat button's 2 s pass on the page's clock (passChatButtonDelay), not in real time.
      await page.clock.install();
      await use({ page, violations: await watchViolations(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
  firstVisit: async ({ visitorPage }, use) => {
    await use(visitorPage);
    const { page } = visitorPage;
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
  },
});

test('the page list holds every page of the sitemap', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    m[1]!.replace(new URL(baseURL!).origin, ''),
  );
  expect(listed.sort()).toEqual(listedPagePaths(defaultSiteData).sort());
  expect(PAGES).toEqual(expect.arrayContaining(listed));
});

for (const path of PAGES) {
  test(`${path} breaks no CSP rule, menu and chat open (390 px)`, async ({ firstVisit }) => {
    const { page, violations } = firstVisit;
    const response = await page.goto(path);
    expect(strict(response?.headers()['content-security-policy']), path).toBe(true);
    await waitForHydration(page);
    // The first visit's consent banner is there; the menu and the chat load their parts.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await passChatButtonDelay(page);
    const chatName = defaultSiteData.chat.name;
    await page.getByRole('button', { name: `Open chat: ${chatName}` }).click();
    await expect(page.getByRole('dialog', { name: chatName })).toBeVisible();
    // The not-found page's own 404 status is logged by the browser; nothing else may be.
    const found = await violations();
    expect(
      found.filter((v) => !/status of 404/.test(v) || path !== '/no-such-page'),
      path,
    ).toEqual([]);
  });
}

test('navigating between pages in the browser breaks no CSP rule (1280 px)', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('link', { name: /Read More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Careers', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});
