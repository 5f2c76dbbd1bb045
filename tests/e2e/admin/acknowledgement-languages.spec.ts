import { LEAD_KIND_SPECS } from '../../../shared/lead-kinds';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// The firm writes its acknowledgement per language of the site (issue 54): the Auto-reply
// editor shows a language picker while the site speaks several; a French text saved there is
// what a lead from a French page gets, the default language's texts untouched.

test.describe('the acknowledgement per language', () => {
  // It changes the site's languages: a server of its own.
  test.use({ freshServer: true });

  test('the French text of contact messages is written in the Auto-reply editor', async ({
    page,
    seed,
    signIn,
    adminApi,
  }) => {
    await seed.publish((content) => ({
      ...content,
      identity: {
        ...content.identity,
        languages: [
          { tag: 'en', name: 'English' },
          { tag: 'fr', name: 'Français' },
        ],
      },
    }));
    const before = (await (await adminApi.get('/api/admin/acknowledgement')).json()).texts;
    const subject = `Bien reçu ${uniqueTag()} ({reference})`;
    const body = 'Merci ! Votre référence : {reference}.';

    await signIn(page, { path: '/admin/inbox' });
    await page.getByRole('button', { name: 'Auto-reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-reply' });
    const contact = dialog.getByRole('group', { name: LEAD_KIND_SPECS.contact.plural });
    await expect(contact.getByLabel('Subject')).toHaveValue(before.contact.subject);
    await dialog.getByLabel('Language').selectOption('fr');
    // No French text of the firm's yet: empty, the built-in one is sent meanwhile.
    await expect(contact.getByLabel('Subject')).toHaveValue('');
    await expect(dialog.getByText(/built-in text in Français/)).toBeVisible();
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await contact.getByLabel('Subject').fill(subject);
    await contact.getByLabel('Text').fill(body);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const after = (await (await adminApi.get('/api/admin/acknowledgement')).json()).texts;
    expect(after.contact).toEqual({
      subject: before.contact.subject,
      body: before.contact.body,
      languages: { fr: { subject, body } },
    });
    // Opened again: the French text is there, the English one unchanged.
    await page.getByRole('button', { name: 'Auto-reply' }).click();
    await expect(contact.getByLabel('Subject')).toHaveValue(before.contact.subject);
    await dialog.getByLabel('Language').selectOption('fr');
    await expect(contact.getByLabel('Subject')).toHaveValue(subject);
    await expect(contact.getByLabel('Text')).toHaveValue(body);
  });
});
