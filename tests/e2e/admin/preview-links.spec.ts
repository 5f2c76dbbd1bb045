import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// Preview links (issue 41, item 3): an admin shares a version from the history; the link opens
// its pages in a browser with no session, never indexed nor cached; revoked, it stops at once.

test.use({ freshServer: true });

test('a shared version opens in a fresh browser, stays in the preview, and stops when revoked', async ({
  adminPage: page,
  seed,
  browser,
  server,
}) => {
  const phone = '+1 555 0142';
  await seed.publish((content) => ({ ...content, settings: { ...content.settings, phone } }));

  await page.goto('/admin/history');
  await page.getByRole('button', { name: 'Share version 1 as a preview link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share version 1' });
  await dialog.getByLabel('The link works for').selectOption('72');
  await dialog.getByRole('button', { name: 'Make link' }).click();
  const url = await dialog.getByTestId('preview-link-url').inputValue();
  expect(url).toMatch(/\/preview\/[\w-]+\.[\w-]+\/$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('preview-link-row').first();
  await expect(row).toContainText('Version 1');
  await expect(row).toContainText('Active');

  const context = await browser.newContext({ baseURL: server.url });
  const visitor = await context.newPage();
  const response = await visitor.goto(new URL(url).pathname);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['cache-control']).toBe('no-store, private');
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(visitor.getByRole('complementary', { name: 'Preview notice' })).toContainText(
    'Preview of version 1',
  );
  await expect(visitor.getByText(phone).first()).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await wcagViolationsInBothThemes(visitor)).toEqual({ light: [], dark: [] });

  // A page link leads to the same version's page, still under the link.
  await visitor.goto(`${new URL(url).pathname}careers`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor
    .getByRole('link', { name: / home$/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(new RegExp(`${new URL(url).pathname}$`));

  await row.getByRole('button', { name: 'Revoke the link to version 1' }).click();
  await expect(row).toContainText('Revoked');
  const gone = await visitor.reload();
  expect(gone!.status()).toBe(410);
  await expect(visitor.getByRole('heading', { name: 'Preview unavailable' })).toBeVisible();
  await expect(visitor.getByText('This preview link was withdrawn')).toBeVisible();
  await context.close();
});
