import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 52, item 5: the working copy follows the person. Two browsers (two contexts, nothing
// shared but the account) as the same editor: the second opens what the first saved; saves of
// both on one revision merge field by field, and a field both changed asks which to keep.

test('a second browser opens the same working copy; their saves merge', async ({
  browser,
  server,
  signIn,
  createAdmin,
}) => {
  test.slow(); // two browsers
  const editor = await createAdmin({ role: 'editor' });
  const open = async (b: Browser): Promise<Page> =>
    signIn(await (await b.newContext({ baseURL: server.url })).newPage(), {
      as: editor,
      path: '/admin/settings',
    });
  const save = async (page: Page) => {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/site-content/draft') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast').first()).toContainText(
      'Site settings have been updated',
    );
    return saved;
  };

  const laptop = await open(browser);
  await laptop.getByLabel('Phone').fill('+1 555 0161');
  expect((await save(laptop)).status()).toBe(200);

  // Another browser, signed in as the same person, opens the same draft.
  const desktop = await open(browser);
  await expect(desktop.getByLabel('Phone')).toHaveValue('+1 555 0161');

  // Both edit on that revision: the desktop the city, then the laptop the e-mail.
  await desktop.getByLabel('City').fill('Austin');
  expect((await save(desktop)).status()).toBe(200);
  await laptop.getByLabel('Email').fill('office@firm.example');
  // The laptop's save meets the desktop's (409), merges, and saves the merge.
  const merged = laptop.waitForResponse(
    (r) => r.url().endsWith('/api/site-content/draft') && r.status() === 200,
  );
  await save(laptop);
  await merged;
  await expect(laptop.getByLabel('City')).toHaveValue('Austin');
  await desktop.reload();
  await expect(desktop.getByLabel('Email')).toHaveValue('office@firm.example');
  await expect(desktop.getByLabel('Phone')).toHaveValue('+1 555 0161');

  // Both change the phone: the second to save chooses which to keep.
  await desktop.getByLabel('Phone').fill('+1 555 0170');
  await save(desktop);
  await laptop.getByLabel('Phone').fill('+1 555 0180');
  await save(laptop);
  const dialog = laptop.getByRole('dialog', { name: 'Your working copy changed in two browsers' });
  await expect(dialog).toContainText('+1 555 0170');
  await dialog.getByRole('radio', { name: /This browser/ }).check();
  const kept = laptop.waitForResponse(
    (r) => r.url().endsWith('/api/site-content/draft') && r.status() === 200,
  );
  await dialog.getByRole('button', { name: 'Keep these values' }).click();
  await kept;
  await desktop.reload();
  await expect(desktop.getByLabel('Phone')).toHaveValue('+1 555 0180');
});
