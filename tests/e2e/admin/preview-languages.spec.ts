import { messagesIn } from '@shared/messages/all-languages';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// The admin's Preview in every language of the working copy (issue 54): a translation saved but
// not published shows at the language's address inside the preview, switched to from the
// page's own language switcher, with that language's <html lang>, words and notice, as the
// published page will be; the admin gets its own language back when it leaves.

const PREVIEW = '/admin/preview';
const FRENCH = { tag: 'fr', name: 'Français' };
const TITLE = 'Systèmes sans fil';

test.describe('the Preview in another language', () => {
  // It publishes a second language: a server of its own.
  test.use({ freshServer: true });

  test('a French translation edited, then previewed in French', async ({ page, signIn, seed }) => {
    let service = { slug: '', title: '' };
    await seed.publish((content) => {
      service = content.services[0]!;
      const languages = [{ tag: 'en', name: 'English' }, FRENCH];
      return { ...content, identity: { ...content.identity, languages } };
    });
    await signIn(page, { path: '/admin/services' });
    const panel = page.getByTestId('service-editor').first().getByTestId('translations');
    await panel.getByText(/^Translations \(\d+ missing in Français\)$/).click();
    await panel.getByLabel('title in Français').fill(TITLE);
    await panel.getByRole('button', { name: 'Save translations' }).click();
    await expect(page.getByTestId('toast')).toContainText('Translations of');

    // The editors' framed preview (the home page's) switches too, inside its frame.
    await page.goto('/admin/pages');
    await page.getByRole('button', { name: /^Phone \(390 px\)/ }).click();
    const dialog = page.getByRole('dialog', { name: /at 390 px/ });
    const frame = dialog.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Decline' }).click(); // the consent notice's
    await frame.getByRole('button', { name: 'Open menu' }).click();
    await frame
      .getByRole('navigation', { name: messagesIn('en', 'languages').switcher() })
      .getByRole('link', { name: FRENCH.name })
      .click();
    await expect(frame.locator('html')).toHaveAttribute('lang', FRENCH.tag);
    await expect(frame.locator('#services').getByText(TITLE)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(page).toHaveURL(PREVIEW);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = (tag: string) =>
      page.getByRole('navigation', { name: messagesIn(tag, 'languages').switcher() });
    await switcher('en').getByRole('link', { name: FRENCH.name }).click();
    await expect(page).toHaveURL(`${PREVIEW}/fr`);
    await expect(page.locator('html')).toHaveAttribute('lang', FRENCH.tag);

    // The French home's card leads to the French page (its slug the default's until translated).
    const card = page.locator('#services').getByRole('link', { name: new RegExp(TITLE) });
    await expect(card).toHaveAttribute('href', `${PREVIEW}/fr/services/${service.slug}`);
    await card.click();
    await expect(page).toHaveURL(`${PREVIEW}/fr/services/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // Its other texts are not translated yet: the notice says so, in French.
    const notice = messagesIn(FRENCH.tag, 'languages').untranslated({
      language: FRENCH.name,
      original: 'English',
    });
    await expect(page.getByRole('note')).toHaveText(notice);
    await expect(page.getByTestId('preview-banner')).toHaveAttribute('lang', 'en');
    expect(await wcagViolationsInBothThemes(page), 'the French preview').toEqual({
      light: [],
      dark: [],
    });

    // Back to English on the same page, then out of the preview: the admin's language again.
    await switcher(FRENCH.tag).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${PREVIEW}/services/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: service.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.getByRole('link', { name: 'Back to admin' }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
