import type { Locator, Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, SITE_DATA_KEY, test, uniqueTag } from './fixtures';

// The editor of the firm's own pages (issue 49): a page built from blocks, added, filled in,
// reordered with the keyboard and the mouse, duplicated, hidden and removed, previewed on a
// phone and a laptop before saving, then saved to the working copy.

async function storedPages(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY);
  return (raw ? JSON.parse(raw) : { customPages: [] }).customPages as {
    title: string;
    path: string;
    blocks: { kind: string; hidden: boolean; heading?: string }[];
  }[];
}

/** The headings of a page editor's blocks, in order. */
const blockTitles = (editor: Locator) =>
  editor.getByTestId('block-editor').locator('h3').allInnerTexts();

async function addBlock(editor: Locator, kind: string) {
  await editor.getByLabel('New block').selectOption({ label: kind });
  await editor.getByRole('button', { name: 'Add block' }).click();
  return editor.getByTestId('block-editor').last();
}

test('an editor builds a page of blocks, reorders, duplicates, previews and saves it', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  await page.goto('/admin/custom-pages');
  await expect(page.getByRole('heading', { name: 'Custom Pages' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Page' }).click();
  const editor = page.getByTestId('custom-page-editor').first();
  await editor.getByLabel('Title').fill(`Ports ${tag}`);
  // The address follows the title of a page never published.
  await expect(editor.getByLabel('Address')).toHaveValue(`/ports-${tag.toLowerCase()}`);
  await editor.getByLabel('Address').fill(`/sectors/ports-${tag.toLowerCase()}`);

  const hero = await addBlock(editor, 'Hero');
  await expect(hero.getByLabel('Eyebrow')).toBeFocused();
  await hero.getByLabel('Heading').fill(`Networks for ports ${tag}`);
  const text = await addBlock(editor, 'Text');
  await text.getByLabel('Heading (optional)').fill('What we deliver');
  await text.getByLabel('Text', { exact: true }).fill('A survey, a design and a **network**.');
  const figures = await addBlock(editor, 'Figures');
  await figures.getByLabel('Figure 1').fill('12');
  await figures.getByLabel('Label 1').fill('Ports connected');
  expect(await blockTitles(editor)).toEqual([
    `Hero: Networks for ports ${tag}`,
    'Text: What we deliver',
    'Figures: 12',
  ]);

  // Keyboard: the handle of Figures, arrow up twice: first.
  const handle = figures.getByRole('button', { name: /^Reorder Figures/ });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  expect(await blockTitles(editor)).toEqual([
    'Figures: 12',
    `Hero: Networks for ports ${tag}`,
    'Text: What we deliver',
  ]);
  await expect(editor.getByRole('button', { name: /^Reorder Figures/ })).toBeFocused();
  // Mouse: Figures, folded, dragged onto Text, the last.
  const blocks = editor.getByTestId('block-editor');
  const fold = editor.getByRole('button', { name: 'Edit the fields of Figures: 12' });
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await blocks
    .nth(0)
    .getByRole('button', { name: /^Reorder Figures/ })
    .dragTo(blocks.nth(2));
  expect(await blockTitles(editor)).toEqual([
    `Hero: Networks for ports ${tag}`,
    'Text: What we deliver',
    'Figures: 12',
  ]);
  // Duplicate the text, hide the copy, then remove it; duplicate the figures and remove that.
  await blocks
    .nth(1)
    .getByRole('button', { name: 'Duplicate block: Text: What we deliver' })
    .click();
  await expect(blocks).toHaveCount(4);
  await blocks
    .nth(2)
    .getByRole('button', { name: /^Hide block/ })
    .click();
  await expect(blocks.nth(2)).toContainText('(hidden)');
  await blocks
    .nth(2)
    .getByRole('button', { name: /^Remove block/ })
    .click();
  await expect(blocks).toHaveCount(3);

  // Preview before saving: the page as drawn at 390 px, then 1280 px, in a frame.
  await editor.getByRole('button', { name: /^Phone \(390 px\)/ }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Ports ${tag} at 390 px`) });
  const frame = dialog.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Networks for ports ${tag}`);
  await expect(frame.getByText('Ports connected')).toBeVisible();
  expect(await dialog.locator('iframe').evaluate((f) => f.getBoundingClientRect().width)).toBe(390);
  await page.keyboard.press('Escape');
  await editor.getByRole('button', { name: /^Laptop \(1280 px\)/ }).click();
  const wide = page.getByRole('dialog', { name: /at 1280 px/ });
  await expect(wide.frameLocator('iframe').getByText('What we deliver')).toBeVisible();
  expect(await wide.locator('iframe').evaluate((f) => f.getBoundingClientRect().width)).toBe(1280);
  await page.keyboard.press('Escape');

  // Nothing was saved by previewing; Save Changes keeps the blocks in their order.
  expect(JSON.stringify(await storedPages(page))).not.toContain(tag);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages have been updated');
  const saved = (await storedPages(page)).find((p) => p.title === `Ports ${tag}`)!;
  expect(saved.path).toBe(`/sectors/ports-${tag.toLowerCase()}`);
  expect(saved.blocks.map((b) => b.kind)).toEqual(['hero', 'text', 'figures']);
});

test('a block left unfilled is refused at Save, named at its field', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/custom-pages');
  await page.getByRole('button', { name: 'Add Page' }).click();
  const editor = page.getByTestId('custom-page-editor').first();
  await editor.getByLabel('Title').fill('Empty hero');
  await addBlock(editor, 'Hero');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByTestId('block-editor').first()).toContainText(
    'Hero heading is required',
  );
  // The open block with its error, in both themes.
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});

test('a page the footer links to is not deleted until the link is removed', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/custom-pages');
  const about = page.getByTestId('custom-page-editor').filter({ hasText: 'About us' }).first();
  await about.getByRole('button', { name: /^Delete page/ }).click();
  await expect(page.getByTestId('toast')).toContainText(
    '“About us” is linked from the footer entry "About Us" (Company): remove the link first',
  );
  await expect(page.getByTestId('custom-page-editor').filter({ hasText: 'About us' })).toHaveCount(
    1,
  );
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});
