import { waitForHydration } from '../public/fixtures';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// A lead records the language of the page its form was sent from (issue 54): the form sends the
// page's <html lang>, and the inbox and the analytics name it while the site speaks more than
// one language. The French pages' own addresses are another piece's (i54-addresses): here the
// page's lang is set as theirs will be.

test.describe('the lead’s language', () => {
  // It changes the site's languages: a server of its own.
  test.use({ freshServer: true });

  test('a form sent from a French page: the inbox and the analytics show Français (fr)', async ({
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
    const tag = uniqueTag();
    await page.clock.install();
    await page.goto('/contact');
    await waitForHydration(page);
    await page.evaluate(() => (document.documentElement.lang = 'fr'));
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill(`Marie ${tag}`);
    await form.getByLabel('Email').fill(`marie-${tag}@example.fr`);
    await form.getByLabel('Message').fill('Bonjour, rappelez-moi.');
    await page.clock.fastForward(20_000);
    const sent = page.waitForResponse('**/api/contact-submissions');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const { id } = (await (await sent).json()) as { id: string };
    const lead = await (await adminApi.get(`/api/contact-submissions/${id}`)).json();
    expect(lead.language).toBe('fr');

    await page.clock.resume();
    await signIn(page, { path: '/admin/inbox' });
    await page.getByRole('button', { name: `Marie ${tag}` }).click();
    const dialog = page.getByRole('dialog', { name: `Contact message from Marie ${tag}` });
    const term = dialog.getByRole('term').filter({ hasText: /^Language$/ });
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText('Français (fr)');
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    // Analytics per language: the lead counts for French (the headless browser's own page
    // views are a bot's, never counted).
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/admin/analytics');
    const table = page.getByRole('region', { name: 'Languages', exact: true });
    const french = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Français (fr)', exact: true }) });
    await expect(french.getByRole('cell')).toHaveText(['0', '1', '0', '0']);
    await expect(table.getByRole('rowheader', { name: 'English (en)' })).toBeVisible();
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
