import type { Page } from '@playwright/test';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, SITE_DATA_KEY, test, uniqueTag } from './fixtures';

// The downloads block in the page editor (issue 50): documents ticked by their titles and kept
// by their slugs in the list's order, or a category chosen among those the downloads have; the
// preview draws its cards; an empty pick is refused at Save, named at its field.

const docs = defaultSiteData.downloads;

async function savedBlocks(page: Page, title: string) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY);
  const pages = JSON.parse(raw ?? '{"customPages":[]}').customPages as {
    title: string;
    blocks: Record<string, unknown>[];
  }[];
  return pages.find((p) => p.title === title)?.blocks ?? [];
}

test('an editor picks documents, then a category, for a downloads block', async ({
  adminPage: page,
}) => {
  const title = `Ports ${uniqueTag()}`;
  await page.goto('/admin/custom-pages');
  await page.getByRole('button', { name: 'Add Page' }).click();
  const editor = page.getByTestId('custom-page-editor').first();
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('New block').selectOption({ label: 'Downloads' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const block = editor.getByTestId('block-editor').last();

  // Nothing picked: refused at Save, at the field.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(block).toContainText('Pick at least one document');

  // Ticked last first: kept in the list's order.
  const [first, , third] = docs;
  const documents = block.getByRole('group', { name: 'Documents' });
  await documents.getByRole('checkbox', { name: third!.title }).check();
  await documents.getByRole('checkbox', { name: first!.title }).check();
  await block.getByLabel('Heading (optional)').fill('Take these with you');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages have been updated');
  expect(await savedBlocks(page, title)).toEqual([
    expect.objectContaining({
      kind: 'downloads',
      show: 'picked',
      documents: [first!.slug, third!.slug],
    }),
  ]);

  // A category, among those the downloads have.
  await block.getByLabel('Show').selectOption({ label: 'Every document of a category' });
  const category = block.getByLabel('Category');
  const categories = [...new Set(docs.map((d) => d.category))].sort();
  await expect(category.getByRole('option')).toHaveText(['Choose…', ...categories]);
  await category.selectOption(third!.category);
  await editor.getByRole('button', { name: /^Phone \(390 px\)/ }).click();
  const frame = page.getByRole('dialog', { name: /at 390 px/ }).frameLocator('iframe');
  const region = frame.getByRole('region', { name: 'Take these with you' });
  await expect(region.getByRole('heading', { level: 3 })).toHaveText(
    docs.filter((d) => d.category === third!.category).map((d) => d.title),
  );
  await page.keyboard.press('Escape');
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});
