import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// A collection added through the content registry: its editor is drawn from its
// fields, and what is published is on the home page, on a page of its own and in the sitemap.

const NAME = 'Cyber Essentials Plus';

test.describe('certifications', () => {
  // It publishes: a server of its own.
  test.use({ freshServer: true });

  test('an admin adds one through its editor and publishes it; a visitor sees its page', async ({
    page,
    browser,
    signIn,
    server,
    request,
  }) => {
    await signIn(page, { path: '/admin/certifications' });
    await expect(page.getByRole('heading', { name: 'Certifications', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Certification' }).click();
    const card = page.getByTestId('certification-editor').first();
    await expect(card.getByLabel('Name')).toBeFocused();
    await card.getByLabel('Name').fill(NAME);
    await expect(card.getByLabel('Address (slug)')).toHaveValue('cyber-essentials-plus');
    await card.getByLabel('Issuer').fill('IASME');
    await card.getByLabel('Valid until').fill('2027-06-30');
    await card.getByLabel('Description').fill('Tested by an **independent assessor** every year.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Certifications have been updated');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await expect(dialog.getByTestId('publish-diff')).toContainText(`Added: ${NAME}`);
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');

    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await visitor.goto('/#certifications');
    const section = visitor.locator('#certifications');
    await section.getByRole('link', { name: new RegExp(NAME) }).click();
    await expect(visitor).toHaveURL(/\/certifications\/cyber-essentials-plus$/);
    await expect(visitor.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
    await expect(visitor.getByText('June 30, 2027')).toBeVisible();
    await expect(visitor.locator('article strong')).toHaveText('independent assessor');
    expect(await wcagViolationsInBothThemes(visitor)).toEqual({ light: [], dark: [] });
    expect(await (await request.get('/sitemap.xml')).text()).toContain(
      '/certifications/cyber-essentials-plus</loc>',
    );
  });
});
