import { adminNav } from '~/app/admin-nav';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { strict, watchViolations } from '../support/csp';
import { expect, SITE_DATA_KEY, test } from './fixtures';

// The admin area under the same strict policy as the public pages (style-src 'self', no inline
// style: issue 53): every page of the sidebar's registry, and the Preview drawing
// the working copy's own accent, which no hash could know in advance.

/** Every page of the sidebar (its registry), and the Preview. */
const adminPaths = [...adminNav.map((entry) => entry.href), '/admin/preview'];

test('every admin page, and the Preview with the firm’s own accent, break no CSP rule', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  await signIn(page);
  // The Preview draws the working copy's accent, which no hash could know in advance.
  const identity = { ...defaultSiteData.identity, accentColor: '#ff5722' };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SITE_DATA_KEY,
    JSON.stringify({ identity }),
  ] as const);
  for (const path of adminPaths) {
    const response = await page.goto(path);
    expect(strict(response?.headers()['content-security-policy']), path).toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  // The last page is the Preview: its accent applies.
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );
  expect(primary.toLowerCase()).toMatch(/^#ff5722|^#[0-9a-f]{6}$/);
  expect(primary.toLowerCase()).not.toBe('#22d3ee');
  expect(await violations()).toEqual([]);
});
