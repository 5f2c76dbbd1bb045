import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// Removing a language that has translations (issue 54): the Identity editor asks first, saying
// how many texts go; once published they leave the live content, and the version before keeps
// them (Version history can restore it). The Publish dialog says what is untranslated.

test.describe('removing a language', () => {
  // It publishes: a server of its own.
  test.use({ freshServer: true });

  test('asks before removing a translated language, and history keeps its texts', async ({
    page,
    signIn,
    seed,
    adminApi,
  }) => {
    const before = await seed.publish((content) => ({
      ...content,
      identity: {
        ...content.identity,
        languages: [
          { tag: 'en', name: 'English' },
          { tag: 'fr', name: 'Français' },
        ],
      },
      translations: {
        fr: { services: { [String(content.services[0]!.id)]: { title: 'Systèmes sans fil' } } },
      },
    }));
    await signIn(page, { path: '/admin/identity' });
    const languages = page.getByTestId('languages');
    await expect(languages.getByLabel('Tag 2')).toHaveValue('fr');

    // The Publish dialog says what is still untranslated, as the version's summary will.
    await page.getByLabel('Tagline').fill('Networks that stay up');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await expect(dialog.getByRole('region', { name: 'Languages' })).toContainText(
      /^Languagesfr: .*services.*untranslated$/,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await languages.getByRole('button', { name: 'Remove language 2' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Remove Français?' });
    await expect(ask).toContainText('Its translated text leaves the site');
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(languages.getByLabel('Tag 2')).toHaveValue('fr');

    await languages.getByRole('button', { name: 'Remove language 2' }).click();
    await ask.getByRole('button', { name: 'Remove language' }).click();
    await expect(languages.getByLabel('Tag 2')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText(/updated/i);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog.getByRole('region', { name: 'Languages' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');

    const live = await (await page.request.get('/api/site-content')).json();
    expect(live.version).toBe(before.version + 1);
    expect(live.content.identity.languages).toEqual([{ tag: 'en', name: 'English' }]);
    expect(live.content.translations).toBeUndefined();
    const earlier = await (
      await adminApi.get(`/api/site-content/versions/${before.version}`)
    ).json();
    expect(earlier.content.translations.fr).toBeDefined();
  });
});

test.describe('translating in the editors', () => {
  test.use({ freshServer: true });

  test('an item shows its texts beside the default, marks what is missing, and publishes', async ({
    page,
    signIn,
    seed,
  }) => {
    let service = { id: 0, title: '' };
    await seed.publish((content) => {
      service = content.services[0]!;
      return {
        ...content,
        identity: {
          ...content.identity,
          languages: [
            { tag: 'en', name: 'English' },
            { tag: 'fr', name: 'Français' },
          ],
        },
      };
    });
    await signIn(page, { path: '/admin/services' });
    const card = page.getByTestId('service-editor').first();
    const panel = card.getByTestId('translations');
    await panel.getByText(/^Translations \(\d+ missing in Français\)$/).click();
    const title = panel.getByLabel('title in Français');
    await expect(title).toHaveValue('');
    await expect(title).toHaveAttribute('lang', 'fr');
    // The default's words are the reference beside it, and each empty one is marked missing.
    const row = panel.getByTestId('translation-row').filter({ hasText: /^title \(English\)/ });
    await expect(row).toContainText(service.title);
    await expect(row).toContainText('Missing: the site shows the English words');
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    await title.fill('Systèmes sans fil');
    await expect(row).not.toContainText('Missing');
    await panel.getByRole('button', { name: 'Save translations' }).click();
    await expect(page.getByTestId('toast')).toContainText('Translations of');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await expect(dialog.getByRole('region', { name: 'Languages' })).toContainText(
      'fr: 1 text translated',
    );
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');
    const live = await (await page.request.get('/api/site-content')).json();
    expect(live.content.translations.fr.services[service.id]).toEqual({
      title: 'Systèmes sans fil',
    });

    // A global's editor has the same panel, drawn from its own localized fields.
    await page.goto('/admin/identity');
    const identity = page.getByTestId('translations');
    await identity.getByText(/^Translations \(\d+ missing in Français\)$/).click();
    await expect(identity.getByLabel('tagline in Français')).toHaveValue('');
    await expect(identity.getByLabel(/^name in/)).toHaveCount(0);
  });
});
