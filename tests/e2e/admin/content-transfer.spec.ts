import { readFile } from 'node:fs/promises';
import { expect, SITE_DATA_KEY, test, uniqueTag } from './fixtures';

test('export the content to a file and import it back', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  await page.goto('/admin/settings');
  await page.getByLabel('Phone').fill(`+1 555 ${tag}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Site settings have been updated');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export content' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^site-content-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const file = JSON.parse(await readFile(path, 'utf8'));
  expect(file).toMatchObject({ format: 'site-content', version: 2 });
  expect(file.data.settings.phone).toBe(`+1 555 ${tag}`);

  // Change the content, then import the exported file: it comes back.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Site Settings' })
    .click();
  await page.getByLabel('Phone').fill('+1 555 changed');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Site settings have been updated');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();

  await page.getByLabel('Content file to import').setInputFiles(path);
  const confirm = page.getByRole('alertdialog', { name: 'Replace the site content?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Replace content' }).click();
  await expect(page.getByTestId('toast')).toContainText('Site content has been imported');
  const stored = JSON.parse(
    (await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY))!,
  );
  expect(stored).toEqual(file.data);

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Site Settings' })
    .click();
  await expect(page.getByLabel('Phone')).toHaveValue(`+1 555 ${tag}`);
});

test('a bad file is refused with a clear error and changes nothing', async ({
  adminPage: page,
}) => {
  const before = await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY);
  const input = page.getByLabel('Content file to import');

  await input.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ not json'),
  });
  await expect(page.getByRole('alert')).toContainText(
    'Could not import “notes.json”. This file is not valid JSON',
  );

  const wrong = {
    format: 'site-content',
    version: 1,
    exported_at: 'x',
    data: { settings: {}, team: [], blogPosts: [] },
  };
  await input.setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(wrong)),
  });
  await expect(page.getByRole('alert')).toContainText('data.settings.phone');
  await expect(page.getByRole('alert')).toContainText('Nothing was changed.');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  expect(await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY)).toBe(before);
});
