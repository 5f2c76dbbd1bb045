import type { Page } from '@playwright/test';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';

// The intake in the browser: a candidate applies with a CV from /careers, a client sends
// a quote with two files; both see their reference. The admin side: ../admin/intake.spec.ts.

const toast = (page: Page) => page.getByTestId('toast');
const pdf = (name: string, size = 2048) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]),
});
/** No sideways scroll: the page is no wider than the window. */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a candidate applies with a CV from /careers and gets a reference', async ({
  visitor: page,
}) => {
  await page.goto('/careers');
  await waitForHydration(page);
  await page.getByRole('link', { name: /Apply Now.*Senior Network Engineer/ }).click();
  await expect(page).toHaveURL(/\/careers\/senior-network-engineer\/apply$/);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Application for Senior Network Engineer' });
  // The same inline errors as the quote form, the CV's among them.
  await form.getByRole('button', { name: 'Send Application' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  await expect(form.getByText('Attach your CV')).toBeVisible();
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('Cover Letter (optional)').fill('I design analytical engines.');
  await form.locator('input[name=cv]').setInputFiles(pdf('Ada Lovelace CV.pdf', 40_000));
  await expect(form.getByRole('list', { name: 'Chosen file' })).toContainText(
    'Ada Lovelace CV.pdf',
  );
  await expect(form.getByRole('list', { name: 'Chosen file' })).toContainText('39 KB');
  const response = page.waitForResponse('**/api/job-applications');
  await form.getByRole('button', { name: 'Send Application' }).click();
  expect((await response).status()).toBe(201);
  await expect(toast(page)).toContainText('Application Sent!');
  await expect(form.getByRole('status')).toContainText(/Your reference: J-\d{4}-\d{4}/);
  // The form is empty again, its file list too.
  await expect(form.getByLabel('Full Name')).toHaveValue('');
  await expect(form.getByRole('list', { name: 'Chosen file' })).toHaveCount(0);
});

test('a client sends a quote with two files, chosen, listed and one removed by keyboard', async ({
  visitor: page,
}) => {
  await page.goto('/quote');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Quote request form' });
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Service of Interest').selectOption('Security System Design');
  await form
    .getByLabel('Project Details')
    .fill('Cameras for a campus; the RFP and a plan attached.');
  const picker = form.locator('input[name=attachments]');
  await picker.setInputFiles([pdf('rfp.pdf', 3000), pdf('old plan.pdf', 1500)]);
  // A second choice adds to the list (as dropping files does).
  await picker.setInputFiles([pdf('site plan.pdf', 5000)]);
  const list = form.getByRole('list', { name: 'Chosen files' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await form.getByRole('button', { name: 'Remove old plan.pdf' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText('rfp.pdf');
  await expect(list).toContainText('site plan.pdf');
  const response = page.waitForResponse('**/api/quote-requests');
  await form.getByRole('button', { name: 'Request a Quote' }).click();
  const answer = await response;
  expect(answer.status()).toBe(201);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  const { reference } = (await answer.json()) as { reference: string };
  await expect(toast(page)).toContainText('Quote Request Sent!');
  await expect(form.getByRole('status')).toContainText(reference);
});

test('a file of another type is refused when picked, naming the types the form takes', async ({
  visitor: page,
}) => {
  let sent = false;
  page.on('request', (r) => (sent ||= r.url().endsWith('/api/job-applications')));
  await page.goto('/careers/project-manager-telecommunications/apply');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: /Application for/ });
  await form.locator('input[name=cv]').setInputFiles({
    name: 'cv.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  // At once, before any field is filled or anything is sent: an alert, and no file listed.
  await expect(form.getByRole('alert')).toHaveText('cv.exe is not a PDF, DOCX or ODT file');
  await expect(form.getByRole('list', { name: 'Chosen file' })).toHaveCount(0);
  await expect(form.getByLabel('CV')).toHaveAttribute('aria-invalid', 'true');
  // A right file after it is taken, and the refusal goes.
  await form.locator('input[name=cv]').setInputFiles(pdf('cv.pdf'));
  await expect(form.getByRole('list', { name: 'Chosen file' })).toContainText('cv.pdf');
  await expect(form.getByRole('alert')).toHaveCount(0);
  expect(sent).toBe(false);
});

// Each form is checked in the light theme, then switched to the dark one in place (one load for
// both, ../support/axe.ts).
test('the forms with files chosen have no WCAG violations in either theme and fit 390 px', async ({
  page,
}) => {
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, input] of [
    ['/quote', 'attachments'],
    ['/careers/senior-network-engineer/apply', 'cv'],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    await page
      .locator(`input[name=${input}]`)
      .setInputFiles(pdf(`a-rather-long-file-name-of-a-drawing-set-${'x'.repeat(60)}.pdf`));
    await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();
    expect(await fitsTheWindow(page), `${path} scrolls sideways`).toBe(true);
    expect(await wcagViolationsInBothThemes(page), path).toEqual({ light: [], dark: [] });
  }
});
