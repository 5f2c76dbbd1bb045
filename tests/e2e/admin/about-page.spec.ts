import type { Locator } from '@playwright/test';
import { waitForHydration } from '../public/fixtures';
import { expect, test, uniqueTag } from './fixtures';

// Issue 49's journey, on a server of its own (it publishes): an editor builds an About page of
// a hero, a text, figures and a contact form, puts it in the menu and publishes; a visitor on
// a phone opens it from the menu and sends the form from it.

test.use({ freshServer: true });

async function addBlock(editor: Locator, kind: string) {
  await editor.getByLabel('New block').selectOption({ label: kind });
  await editor.getByRole('button', { name: 'Add block' }).click();
  return editor.getByTestId('block-editor').last();
}

test('an editor builds an About page, puts it in the menu and publishes; a phone sends its form', async ({
  adminPage: admin,
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  await admin.goto('/admin/custom-pages');
  await admin.getByRole('button', { name: 'Add Page' }).click();
  const editor = admin.getByTestId('custom-page-editor').first();
  await editor.getByLabel('Title').fill('Who we are');
  await editor.getByLabel('Address').fill('/company');

  const hero = await addBlock(editor, 'Hero');
  await hero.getByLabel('Heading', { exact: true }).fill(`Engineers since 2009 ${tag}`);
  await hero
    .getByLabel('Text', { exact: true })
    .fill('A firm of forty that installs fibre, private 5G and CCTV.');
  const text = await addBlock(editor, 'Text');
  await text.getByLabel('Text', { exact: true }).fill('We answer our own phone.');
  const figures = await addBlock(editor, 'Figures');
  await figures.getByLabel('Figure 1').fill('40');
  await figures.getByLabel('Label 1').fill('Engineers and technicians');
  const form = await addBlock(editor, 'Form');
  await form.getByLabel('Heading', { exact: true }).fill('Write to us');
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Pages have been updated');

  // The menu: a link to the page (by the page, so a new address keeps it).
  await admin.goto('/admin/pages');
  const menu = admin.getByRole('group', { name: 'Menu links' });
  await menu.getByRole('button', { name: 'Add link' }).click();
  const link = menu.getByTestId('link-editor').last();
  await link.getByLabel('Label').fill('About');
  await link.getByLabel('Links to').selectOption({ label: 'Who we are (/company)' });
  await admin.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Pages have been updated');

  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Publish your working copy' });
  await expect(dialog.getByTestId('publish-diff')).toContainText('Added: Who we are');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(admin.getByTestId('toast')).toContainText('Published!');

  // A visitor on a phone: the menu, the page, the form.
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.clock.install();
  await phone.goto('/');
  await waitForHydration(phone);
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('link', { name: 'About' })
    .click();
  await expect(phone).toHaveURL(/\/company$/);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(`Engineers since 2009 ${tag}`);
  await expect(phone.getByText('Engineers and technicians')).toBeVisible();
  const contact = phone.getByRole('form', { name: 'Contact form' });
  await contact.getByLabel('Name').fill(`Visitor ${tag}`);
  await contact.getByLabel('Email').fill(`visitor-${tag}@example.com`);
  await contact.getByLabel('Message').fill('Can you survey our depot next week?');
  // A person takes a while to write; a form sent at once would be filed as spam.
  await phone.clock.fastForward(20_000);
  await contact.getByRole('button', { name: 'Send Message' }).tap();
  await expect(phone.getByTestId('toast')).toContainText('Message Sent!');
  await expect(phone.locator('[data-sent-reference]')).toContainText(/C-\d{4}-\d{4}/);
  // Wider than the phone it is not: nothing scrolls sideways.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();

  const leads = await (await adminApi.get('/api/contact-submissions?limit=20')).json();
  const lead = (leads.items as { name: string; source_page: string | null }[]).find(
    (l) => l.name === `Visitor ${tag}`,
  );
  expect(lead).toBeDefined();
});
