import type { Browser, Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// Two people, one site (issue 41): an owner and an editor edit in browsers of their own. The
// editor publishes first; the owner's Publish dialog then lists only the owner's change (never
// an undo of the editor's), and the result keeps both. A field both changed is shown side by
// side, and the owner picks the value. On a server of its own: it publishes.

test.use({ freshServer: true });

const EDITOR_PHONE = '+1 (555) 410-0001';
const EDITOR_PHONE_2 = '+1 (555) 410-0002';
const OWNER_PHONE = '+1 (555) 410-0003';
const OWNER_STREET = '1 Owner Plaza, Floor 9';

async function saveSettings(page: Page, label: 'Phone' | 'Street', value: string) {
  await page.goto('/admin/settings');
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Site settings have been updated');
}

function openPublish(page: Page) {
  return page.getByRole('button', { name: 'Publish', exact: true }).click();
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Publish your working copy' });

async function publishNow(page: Page) {
  await dialogOf(page).getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByTestId('toast')).toContainText('Published!');
}

async function live(page: Page) {
  return (await (await page.request.get('/api/site-content')).json()) as {
    version: number;
    content: { settings: { phone: string; address: { street: string } } };
  };
}

test('the second publisher publishes only their change; a field both changed is chosen', async ({
  browser,
  server,
  signIn,
  createAdmin,
}) => {
  test.slow(); // two browsers, three publishes
  const editorAccount = await createAdmin({ role: 'editor' });
  const browse = async (b: Browser) =>
    await (await b.newContext({ baseURL: server.url })).newPage();
  const owner = await signIn(await browse(browser), { path: '/admin/settings' });
  const editor = await signIn(await browse(browser), {
    as: editorAccount,
    path: '/admin/settings',
  });

  // Both start from version 0; the owner changes the address, the editor the phone and publishes.
  await saveSettings(owner, 'Street', OWNER_STREET);
  await saveSettings(editor, 'Phone', EDITOR_PHONE);
  await openPublish(editor);
  await publishNow(editor);

  // The owner's dialog: the address only, on top of version 1; no undo of the editor's phone.
  await openPublish(owner);
  const dialog = dialogOf(owner);
  await expect(dialog).toContainText('Your changes since version 0, applied on live version 1');
  const diff = dialog.getByTestId('publish-diff');
  await expect(diff).toContainText('Changed: address');
  await expect(diff).not.toContainText('phone');
  await expect(dialog.getByTestId('merge-conflicts')).toHaveCount(0);
  await publishNow(owner);
  expect((await live(owner)).content.settings).toMatchObject({
    phone: EDITOR_PHONE,
    address: { street: OWNER_STREET },
  });

  // Both change the phone: the editor publishes first, the owner chooses between the two.
  await saveSettings(editor, 'Phone', EDITOR_PHONE_2);
  await openPublish(editor);
  await publishNow(editor);
  await saveSettings(owner, 'Phone', OWNER_PHONE);
  await openPublish(owner);
  const conflicts = dialog.getByTestId('merge-conflicts');
  await expect(conflicts.getByRole('group', { name: 'Site Settings · phone' })).toBeVisible();
  const theirs = conflicts.getByRole('radio', { name: `Live version ${EDITOR_PHONE_2}` });
  const mine = conflicts.getByRole('radio', { name: `My working copy ${OWNER_PHONE}` });
  await expect(theirs).not.toBeChecked();
  await expect(mine).not.toBeChecked();
  // Nothing goes live until every conflict has its value.
  await expect(dialog.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  expect(await wcagViolationsInBothThemes(owner)).toEqual({ light: [], dark: [] });
  await mine.check();
  await expect(diff).toContainText('Changed: phone');
  await publishNow(owner);
  const result = await live(owner);
  expect(result.version).toBe(4);
  expect(result.content.settings).toMatchObject({
    phone: OWNER_PHONE,
    address: { street: OWNER_STREET },
  });
});

test('the sample list follows what goes live: a sample a colleague replaced is not listed', async ({
  adminPage: page,
  seed,
}) => {
  // This browser edits the phone from version 0; meanwhile a colleague renames a sample service.
  await saveSettings(page, 'Phone', OWNER_PHONE);
  let replaced = '';
  let still = '';
  await seed.publish((content) => {
    const [first, second, ...rest] = content.services;
    replaced = first!.title;
    still = second!.title;
    return { ...content, services: [{ ...first!, title: 'Campus Networks' }, second!, ...rest] };
  });
  await page.reload();
  await openPublish(page);
  const samples = dialogOf(page).getByRole('region', { name: 'Still sample content' });
  const services = samples.getByRole('listitem').filter({ hasText: /^Services:/ });
  await expect(services).toContainText(still);
  // The working copy alone still has it as shipped; the content going live does not.
  await expect(services).not.toContainText(replaced);
  await expect(samples).not.toContainText('Campus Networks');
});
