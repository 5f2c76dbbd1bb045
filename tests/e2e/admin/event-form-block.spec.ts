import type { Page } from '@playwright/test';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, SITE_DATA_KEY, test, uniqueTag } from './fixtures';

// A form block in the page editor (issues 49 and 51): an event's sign-up form, its event chosen
// by title and kept by its slug (an event form without one is refused at Save, at its field),
// and the quote form's service kept by its slug too; the preview draws the registration form.

const [event] = defaultSiteData.events;
const [service] = defaultSiteData.services;

async function savedBlocks(page: Page, title: string) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SITE_DATA_KEY);
  const pages = JSON.parse(raw ?? '{"customPages":[]}').customPages as {
    title: string;
    blocks: Record<string, unknown>[];
  }[];
  return pages.find((p) => p.title === title)?.blocks ?? [];
}

test("an editor places an event's sign-up form, and a quote form with a service", async ({
  adminPage: page,
}) => {
  const title = `Open day ${uniqueTag()}`;
  await page.goto('/admin/custom-pages');
  await page.getByRole('button', { name: 'Add Page' }).click();
  const editor = page.getByTestId('custom-page-editor').first();
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('New block').selectOption({ label: 'Form' });
  await editor.getByRole('button', { name: 'Add block' }).click();
  const block = editor.getByTestId('block-editor').last();
  await block.getByLabel('Heading', { exact: true }).fill('Come to the open day');

  // An event form without its event: refused at Save, at the field.
  await block
    .getByLabel('Form', { exact: true })
    .selectOption({ label: "An event's sign-up form" });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(block).toContainText('Choose the event');

  await block.getByLabel('Event (sign-up form)').selectOption({ label: event!.title });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Pages have been updated');
  expect(await savedBlocks(page, title)).toEqual([
    expect.objectContaining({ kind: 'form', form: 'event', event: event!.slug }),
  ]);

  await editor.getByRole('button', { name: /^Phone \(390 px\)/ }).click();
  const frame = page.getByRole('dialog', { name: /at 390 px/ }).frameLocator('iframe');
  await expect(frame.getByRole('form', { name: `Registration for ${event!.title}` })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // The quote form's service: chosen by its title, kept by its slug (its view finds it so).
  await block.getByLabel('Form', { exact: true }).selectOption({ label: 'Quote request form' });
  await block.getByLabel('Service chosen (quote form)').selectOption({ label: service!.title });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast').last()).toContainText('Pages have been updated');
  expect(await savedBlocks(page, title)).toEqual([
    expect.objectContaining({ form: 'quote', service: service!.slug }),
  ]);
});
