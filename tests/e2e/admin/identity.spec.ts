import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// The site is the firm's own: an owner renames the firm in the Identity editor, with
// its own logo, a colour too light to read on the light theme and a social account, and
// publishes; a visitor on a phone sees the new names and logo, and the pages pass axe in both
// themes with the shade the editor promised.

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#0a7"/></svg>',
);

test.describe('identity', () => {
  // It publishes: a server of its own.
  test.use({ freshServer: true });

  test('the firm renames itself, with logo, colour and account; a visitor at 390 px sees it', async ({
    page,
    browser,
    signIn,
    server,
  }) => {
    await signIn(page, { path: '/admin/identity' });
    await expect(page.getByRole('heading', { name: 'Identity', level: 1 })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Northwind Fiber');
    await page.getByLabel('Legal name').fill('Northwind Fiber Ltd');
    await page.getByLabel('Tagline').fill('Light on every street');

    // A pale yellow fails on white: the editor shows the shade the light theme will use.
    await page.getByLabel('Accent colour', { exact: true }).fill('#ffee58');
    const light = page.getByTestId('accent-light');
    await expect(light).toContainText('(a shade of your colour that reads)');
    const ratio = Number((await light.textContent())!.match(/text ([\d.]+):1/)![1]);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await expect(page.getByTestId('accent-dark')).toContainText('#ffee58');

    // An http: address is refused at the field, and so is a logo that is not an image.
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByLabel('Address 1').fill('http://www.linkedin.com/company/northwind');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(/https/).and(page.locator('.text-destructive'))).toBeVisible();
    await page.getByLabel('Address 1').fill('https://www.linkedin.com/company/northwind');
    await page
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await expect(page.getByText('A logo must be an SVG or a PNG file')).toBeVisible();
    await page
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO });
    await expect(page.getByRole('img', { name: /logo/ })).toHaveAttribute('src', /^\/media\//);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText(/updated|saved/i);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');

    const phone = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
    });
    const visitor = await phone.newPage();
    await visitor.goto('/');
    const header = visitor.locator('header').first();
    await expect(header).toContainText('Northwind Fiber');
    await expect(header.locator('img[src^="/media/"]')).toBeVisible();
    await expect(visitor).toHaveTitle(/Northwind Fiber/);
    const footer = visitor.locator('footer');
    await expect(footer).toContainText('Northwind Fiber Ltd');
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/northwind',
    );
    expect(await visitor.locator('body').innerText()).not.toMatch(/Meridian/);
    expect(await wcagViolationsInBothThemes(visitor)).toEqual({ light: [], dark: [] });
    await phone.close();
  });
});
