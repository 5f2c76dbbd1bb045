import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test } from './fixtures';

// A file field of the content (decision 044): the certifications' certificate. An editor
// uploads a PDF, publishes, and a visitor downloads it from the certification's page.

/** A small PDF: the signature and a body, enough for the server's judgement of its bytes. */
const pdf = (size: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(size, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

/** The editor's card of the built-in ISO/IEC 27001 certification, and its certificate field. */
async function certificateField(page: Page): Promise<{ card: Locator; field: Locator }> {
  await page.goto('/admin/certifications');
  const card = page
    .getByTestId('certification-editor')
    .filter({ has: page.getByRole('heading', { name: /^ISO\/IEC 27001:2022/, level: 2 }) });
  return { card, field: card.getByRole('group', { name: 'Certificate' }) };
}

test.describe('a certification with its certificate', () => {
  // It publishes: a server of its own.
  test.use({ freshServer: true });

  test('an editor uploads a PDF and publishes; a visitor downloads it under its name', async ({
    page,
    browser,
    signIn,
    server,
  }) => {
    await signIn(page, { path: '/admin/certifications' });
    const { card, field } = await certificateField(page);
    const bytes = pdf(40_000);
    await field.getByRole('button', { name: 'Certificate Choose file' }).setInputFiles({
      name: 'ISO 27001 certificate.pdf',
      mimeType: 'application/pdf',
      buffer: bytes,
    });
    await expect(field).toContainText('ISO 27001 certificate.pdf');
    await expect(field).toContainText('PDF, 39 KB');
    await expect(field.getByRole('button', { name: 'Remove file' })).toBeVisible();
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Certifications have been updated');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your working copy' });
    await expect(dialog.getByTestId('publish-diff')).toContainText('ISO/IEC 27001:2022');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('toast')).toContainText('Published!');
    await expect(card).toBeVisible();

    const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
    await visitor.goto('/certifications/iso-iec-27001');
    const link = visitor.getByRole('link', { name: 'Download the certificate (PDF, 39 KB)' });
    await expect(link).toBeVisible();
    expect(await wcagViolationsInBothThemes(visitor)).toEqual({ light: [], dark: [] });
    const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('ISO 27001 certificate.pdf');
    expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);
  });
});

test.describe('the file field', () => {
  test.use({ serverEnv: { MEDIA_FILE_MAX_MB: '1' } });

  test('refusals in words, an upload cancelled, a file removed: all by keyboard', async ({
    page,
    signIn,
  }) => {
    await signIn(page, { path: '/admin/certifications' });
    const { field } = await certificateField(page);
    const input = field.getByRole('button', { name: 'Certificate Choose file' });
    // The page's file choosers stay intercepted for the whole test: Playwright stops intercepting
    // when the last listener goes and starts again with the next, and a key press sent beside
    // that next listener could reach the page first (no event: 5 of 12 runs without DOM
    // snapshots in the trace to slow each action down).
    page.on('filechooser', () => {});
    const choose = async (file: { name: string; buffer: Buffer }) => {
      await input.focus();
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.keyboard.press('Space'),
      ]);
      await chooser.setFiles({ ...file, mimeType: 'application/pdf' });
    };

    // A Windows program: "MZ" and a PE header.
    const exe = Buffer.alloc(1024);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    await choose({ name: 'setup.pdf', buffer: exe });
    await expect(field.getByRole('alert')).toHaveText(
      'setup.pdf is a Windows program: upload a PDF, ZIP, DOCX, XLSX, PPTX, DWG or DXF file',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await choose({ name: 'scan.pdf', buffer: pdf(2 * 1024 * 1024) });
    await expect(field.getByRole('alert')).toHaveText(
      'scan.pdf is larger than 1 MB, the largest file the site takes',
    );

    // A name the field does not take is refused before any upload.
    await choose({ name: 'scope.docx', buffer: pdf(100) });
    await expect(field.getByRole('alert')).toHaveText(
      '“scope.docx” is not a PDF file. Choose a PDF file.',
    );

    // While an upload runs: its progress, and Cancel (held here until the test has seen them).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/media?*', async (route) => {
      await released;
      await route.abort().catch(() => {}); // cancelled by then: nothing to abort
    });
    await choose({ name: 'slow.pdf', buffer: pdf(100) });
    await expect(field.getByRole('progressbar', { name: 'Uploading slow.pdf' })).toBeVisible();
    await field.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(field.getByRole('progressbar')).toHaveCount(0);
    await expect(field.getByRole('alert')).toHaveCount(0);
    await expect(field.getByText('slow.pdf')).toHaveCount(0);
    release();
    await page.unroute('**/api/media?*');

    await choose({ name: 'certificate.pdf', buffer: pdf(100) });
    await expect(field).toContainText('certificate.pdf');
    await expect(field.getByRole('alert')).toHaveCount(0);
    await field.getByRole('button', { name: 'Remove file' }).focus();
    await page.keyboard.press('Enter');
    await expect(field.getByText('certificate.pdf', { exact: true })).toHaveCount(0);
    await expect(field.getByRole('button', { name: 'Remove file' })).toHaveCount(0);
    await expect(field.getByText('Choose file')).toBeVisible();
  });
});
