import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// The downloads' editor (issue 50): an editor adds a document, uploads its PDF, leaves it gated
// and publishes; a visitor finds its page with the request form, and its file refuses them.

const TITLE = 'Private 5G Datasheet';
const SLUG = 'private-5g-datasheet';

/** A small PDF: the signature and a body, enough for the server's judgement of its bytes. */
const pdf = (size: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(size, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

test.describe('the downloads editor', () => {
  // It publishes: a server of its own.
  test.use({ freshServer: true });

  test('an editor uploads a PDF and publishes a gated document; a visitor sees its form', async ({
    page,
    browser,
    signIn,
    server,
    request,
  }) => {
    await signIn(page, { path: '/admin/downloads' });
    await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
    // The sample documents say what they were counted (nothing yet, on a fresh server).
    await expect(page.getByTestId('document-figures').first()).toContainText(
      'Last 90 days: 0 views · 0 downloads',
    );
    await page.getByRole('button', { name: 'Add Download' }).click();
    const card = page.getByTestId('download-editor').first();
    await expect(card.getByLabel('Title', { exact: true })).toBeFocused();
    await card.getByLabel('Title', { exact: true }).fill(TITLE);
    await expect(card.getByLabel('Address (slug)')).toHaveValue(SLUG);
    await card.getByLabel('Category').fill('Datasheets');
    const file = card.getByRole('group', { name: 'File' });
    await file.getByRole('button', { name: 'File Choose file' }).setInputFiles({
      name: 'Private 5G datasheet.pdf',
      mimeType: 'application/pdf',
      buffer: pdf(30_000),
    });
    await expect(file).toContainText('Private 5G datasheet.pdf');
    await expect(file).toContainText('PDF, 29 KB');
    await card
      .getByLabel('Summary', { exact: true })
      .fill('Radio, core and devices: **two pages**.');
    await card.getByRole('group', { name: 'Services' }).getByLabel('Wireless Systems').check();
    await expect(card.getByLabel('Gated')).toBeChecked();
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Downloads have been updated');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await expect(dialog.getByTestId('publish-diff')).toContainText(`Added: ${TITLE}`);
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');

    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await visitor.goto(`/downloads/${SLUG}`);
    await expect(visitor.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await expect(visitor.getByText('PDF, 29 KB')).toBeVisible();
    await expect(visitor.getByRole('form', { name: `Request ${TITLE}` })).toBeVisible();
    await expect(visitor.locator('article strong')).toHaveText('two pages');
    const live = await (await request.get('/api/site-content')).json();
    const added = (live.content.downloads as { slug: string; file: { src: string } }[]).find(
      (d) => d.slug === SLUG,
    );
    const src = added!.file.src;
    expect((await request.get(src)).status()).toBe(404);
    await visitor.goto('/services/wireless-systems');
    await expect(
      visitor.getByRole('region', { name: 'Downloads' }).getByRole('link', { name: /Private 5G/ }),
    ).toHaveCount(2);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/downloads/${SLUG}</loc>`);
  });
});
