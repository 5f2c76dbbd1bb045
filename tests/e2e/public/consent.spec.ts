import { expect, test, waitForHydration } from './fixtures';
import { COOKIE_CONSENT_KEY } from '../../../client/src/config/storage-keys';

for (const [button, value] of [
  ['Accept', 'accepted'],
  ['Decline', 'declined'],
] as const) {
  test(`the consent banner stores '${value}' and stays hidden afterwards`, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: button }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_CONSENT_KEY)).toBe(value);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    // On every page, the SPA shell's too (the 404 page has the public layout).
    for (const path of ['/careers', '/no-such-page']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    }
  });
}

test('the banner shows on other pages too while no choice is stored', async ({ page }) => {
  await page.goto('/quote');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});

test('a new visitor sees the banner in the first paint; one who chose never sees it flash', async ({
  page,
}) => {
  // No scripts but the inline ones: the page as painted before any JavaScript module has run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();

  await page.evaluate((key) => localStorage.setItem(key, 'declined'), COOKIE_CONSENT_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('a choice made in another tab hides the banner in this one', async ({ page, context }) => {
  await page.goto('/quote');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/careers');
  await waitForHydration(other);
  await other
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});
