import AxeBuilder from '@axe-core/playwright';
import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';

const pages = [
  '/',
  '/quote',
  '/services/security-system-design',
  '/case-studies/national-fiber-backbone',
  '/careers',
  '/privacy-policy',
];

for (const theme of ['light', 'dark'] as const) {
  for (const path of pages) {
    test(`${path} has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await skipConsentBanner(page);
      await presetTheme(page, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        ),
      ).toEqual([]);
    });
  }
}

test('the consent banner and the open chat have no serious or critical violations', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.getByRole('button', { name: 'Chat with the AI Engineer' }).click();
  await expect(page.getByRole('dialog', { name: 'AI Engineer' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

test('a skip link leads to the main content', async ({ page }) => {
  await skipConsentBanner(page);
  await page.goto('/careers');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
