import { messagesIn } from '../../../shared/messages/all-languages';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// A French site's admin edits and publishes in French (issue 54, item 7): the editor's heading,
// fields, Save Changes and its toast, the Publish button, its dialog's title and how many
// changes it publishes (one, then several), its toast and the history's rows, all from the
// French admin catalogues; no WCAG A/AA violation in either theme.

// It publishes the French identity: a server of its own.
test.use({ freshServer: true });

const editors = messagesIn('fr', 'adminEditors');
const publishing = messagesIn('fr', 'adminPublishing');
const english = messagesIn('en', 'adminEditors');

test('a French site’s editor and Publish dialog speak French', async ({ page, seed, signIn }) => {
  await seed.publish((content) => ({
    ...content,
    identity: { ...content.identity, languages: [{ tag: 'fr', name: 'Français' }] },
  }));
  await signIn(page, { path: '/admin/settings' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The catalogue is French indeed, not English standing in.
  expect(editors.toolbar.save()).not.toBe(english.toolbar.save());

  const { settings, toolbar, save } = editors;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(settings.title());
  await expect(page).toHaveTitle(new RegExp(`^${settings.title()} ·`));
  await page.getByLabel(settings.phone()).fill('+33 1 23 45 67 89');
  await expect(page.getByRole('status').getByText(toolbar.unsaved())).toBeVisible();
  await page.getByRole('button', { name: toolbar.save() }).click();
  const toast = page.getByTestId('toast').last();
  await expect(toast).toContainText(save.saved());
  await expect(toast).toContainText(settings.saved());
  await expect(page.getByTestId('unpublished-badge')).toHaveText(
    publishing.publishAction.unpublished(),
  );
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  const { publishDialog } = publishing;
  const openDialog = async () => {
    await page
      .getByRole('button', { name: publishing.publishAction.publish(), exact: true })
      .click();
    return page.getByRole('dialog', { name: publishDialog.title() });
  };
  let dialog = await openDialog();
  await expect(dialog.getByTestId('publish-count')).toHaveText(publishDialog.count({ count: 1 }));
  await expect(dialog.getByTestId('publish-count')).toHaveText(/^1 modification à publier$/);
  await dialog.getByRole('button', { name: publishDialog.cancel() }).click();
  await expect(dialog).toBeHidden();

  // A second change: the count says it in the plural.
  await page.getByLabel(settings.email()).fill('contact@firme.example');
  await page.getByRole('button', { name: toolbar.save() }).click();
  await expect(page.getByRole('status').getByText(toolbar.unsaved())).toBeHidden();
  dialog = await openDialog();
  await expect(dialog.getByTestId('publish-count')).toHaveText(publishDialog.count({ count: 2 }));
  await expect(dialog.getByTestId('publish-count')).toHaveText(/^2 modifications à publier$/);
  await expect(dialog.getByRole('button', { name: publishDialog.publishNow() })).toBeEnabled();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  await dialog.getByRole('button', { name: publishDialog.publishNow() }).click();
  await expect(page.getByTestId('toast').last()).toContainText(publishing.publishToast.published());

  // The history names the new version, live, in French.
  await page.goto('/admin/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(publishing.historyPage.title());
  const newest = page.getByTestId('version-row').first();
  await expect(newest).toContainText(publishing.version.live());
  await expect(newest.getByRole('list', { name: /^Historique de la version \d+$/ })).toContainText(
    publishing.version.events.published(),
  );
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});
