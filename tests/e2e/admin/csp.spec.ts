import { adminNav } from '~/app/admin-nav';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { strict, watchViolations } from '../support/csp';
import { openFromSidebar } from '../support/sidebar';
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
  // The Preview draws the working copy's accent, which no hash could know in advance: stored
  // before the first load (once: the app keeps its working copy there afterwards).
  const identity = { ...defaultSiteData.identity, accentColor: '#ff5722' };
  await page.addInitScript(
    ([key, value]) => {
      if (!location.protocol.startsWith('http') || sessionStorage.getItem('e2e-accent')) return;
      sessionStorage.setItem('e2e-accent', '1');
      localStorage.setItem(key, value);
    },
    [SITE_DATA_KEY, JSON.stringify({ identity })] as const,
  );
  await signIn(page);
  // The sidebar's pages in the document loaded above, opened as a click in the sidebar does (no
  // load each: the policy is the admin shell's for all of them, the header checked per address);
  // the Preview, served under a policy of its own (it may be framed), loaded last.
  for (const path of adminPaths) {
    const preview = path === '/admin/preview';
    const response = preview ? await page.goto(path) : await page.request.get(path);
    if (!preview) await openFromSidebar(page, path);
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
