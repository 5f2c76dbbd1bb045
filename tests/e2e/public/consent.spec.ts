import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers';

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
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe(value);

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(2500); // Longer than the idle delay that would show it.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    // On every page.
    await page.goto('/careers');
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });
}

test('the banner shows on other pages too while no choice is stored', async ({ page }) => {
  await page.goto('/quote');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
});
