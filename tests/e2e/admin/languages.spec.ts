import { formatDateTime } from '@shared/vocabularies/locale-format';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// The languages the site speaks are set in the Identity editor (issue 54): a tag the site cannot
// speak is refused at the field, naming it; the direction follows the tag; the first is the
// default, and what is published is what the editor showed. Its locale then writes the admin's
// dates: a UK firm reads 7 Dec 2026, 14:30.

test.describe('languages', () => {
  // It publishes: a server of its own.
  test.use({ freshServer: true });

  test('an owner sets the site’s languages in the Identity editor and publishes them', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { path: '/admin/identity' });
    const languages = page.getByTestId('languages');
    // Unset: English alone, the site as it always was.
    await expect(languages.getByLabel('Tag 1')).toHaveValue('en');
    await expect(languages.getByLabel('Name 1')).toHaveValue('English');

    await languages.getByLabel('Tag 1').fill('en-gb');
    await languages.getByRole('button', { name: 'Add language' }).click();
    await languages.getByLabel('Tag 2').fill('xx');
    await languages.getByLabel('Name 2').fill('Nothing');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(languages.getByText('Language tag "en-gb" must be written en-GB')).toBeVisible();
    await expect(languages.getByText('Language tag "xx" is not a known language')).toBeVisible();

    await languages.getByLabel('Tag 1').fill('en-GB');
    await languages.getByLabel('Tag 2').fill('ar');
    await languages.getByLabel('Name 2').fill('العربية');
    await expect(languages.getByText('written right to left')).toBeVisible();
    // Arabic first, then English again: the arrow makes a language the default.
    await languages.getByRole('button', { name: 'Make language 2 the default' }).click();
    await languages.getByRole('button', { name: 'Make language 2 the default' }).click();
    await expect(languages.getByLabel('Tag 1')).toHaveValue('en-GB');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText(/updated|saved/i);
    // Saved, with two languages, one right to left: no WCAG A/AA violations in either theme.
    await expect(languages.getByText('written right to left')).toBeVisible();
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await expect(dialog).toContainText('languages');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');

    const live = await (await page.request.get('/api/site-content')).json();
    expect(live.content.identity.languages).toEqual([
      { tag: 'en-GB', name: 'English' },
      { tag: 'ar', name: 'العربية' },
    ]);

    // The history writes when it went live the British way, day first and on a 24-hour clock.
    await page.goto('/admin/history');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const british = formatDateTime(live.published_at, 'en-GB', zone);
    const american = formatDateTime(live.published_at, 'en', zone);
    expect(british).not.toBe(american);
    const row = page.getByTestId('version-row').filter({ hasText: `Version ${live.version}` });
    await expect(row).toContainText(british);
    await expect(row).not.toContainText(american);
  });
});
