import { expect, test, waitForHydration } from './fixtures';
import { THEME_STORAGE_KEY } from '../../../client/src/config/storage-keys';

test('dark by default', async ({ visitor: page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the theme menu works by keyboard and the choice survives a reload', async ({
  visitor: page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Theme' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Theme' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  // Escape closes without choosing.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Theme' })).toBeHidden();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('no flash: the stored theme is on <html> before any module script runs', async ({
  visitor: page,
}) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
  // Block every script file: only the inline theme script in the HTML can run.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
});

test('System follows the operating system, live', async ({ visitor: page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'System' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('system');
});
