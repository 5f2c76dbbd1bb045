import { readFile } from 'node:fs/promises';
import { wcagViolations } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// The admin side of the intake: the reference and the files of a lead in the inbox, a
// download, and the Applications tab.

const pdfBytes = (marker: string) => Buffer.from(`%PDF-1.7\n% ${marker}\n%%EOF\n`);

test('the admin sees the reference of a quote with files and downloads one', async ({
  adminPage: page,
  request,
}) => {
  const tag = uniqueTag();
  const res = await request.post('/api/quote-requests', {
    multipart: {
      name: `Client ${tag}`,
      email: `client-${tag}@example.com`,
      service_interest: 'Fiber Optics & LAN/WAN',
      project_details: `Backbone ${tag}`,
      attachments: { name: `rfp-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes(tag) },
    },
  });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };

  // Found by its reference, shown in the list.
  await page.goto(`/admin/inbox?tab=quote&q=${reference}`);
  const row = page.getByRole('row').filter({ hasText: `Client ${tag}` });
  await expect(row).toContainText(reference);
  await row.getByRole('button', { name: `Client ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote request from Client ${tag}` });
  await expect(dialog).toContainText(reference);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: new RegExp(`rfp-${tag}\\.pdf.*download`) }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`rfp-${tag}.pdf`);
  expect((await readFile(await file.path())).equals(pdfBytes(tag))).toBe(true);
});

test('applications have their own tab, with the position and the CV', async ({
  adminPage: page,
  request,
}) => {
  const tag = uniqueTag();
  const res = await request.post('/api/job-applications', {
    multipart: {
      name: `Candidate ${tag}`,
      email: `candidate-${tag}@example.com`,
      opening: '4',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes(tag) },
    },
  });
  expect(res.status()).toBe(201);
  const { reference } = (await res.json()) as { reference: string };
  await page.goto('/admin/inbox');
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/tab=application/);
  const row = page.getByRole('row').filter({ hasText: `Candidate ${tag}` });
  await expect(row).toContainText('Field Technician');
  await expect(row).toContainText(reference);
  await row.getByRole('button', { name: `Candidate ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Job application from Candidate ${tag}` });
  await expect(dialog.getByRole('button', { name: /cv\.pdf.*download/ })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(await wcagViolations(page)).toEqual([]);
});

test('a file uploaded as a web page but judged a PDF is saved as .html.pdf', async ({
  adminPage: page,
  request,
}) => {
  const tag = uniqueTag();
  const res = await request.post('/api/quote-requests', {
    multipart: {
      name: `Sender ${tag}`,
      email: `sender-${tag}@example.com`,
      service_interest: 'Other',
      project_details: `Report ${tag}`,
      attachments: { name: `report-${tag}.html`, mimeType: 'text/html', buffer: pdfBytes(tag) },
    },
  });
  expect(res.status()).toBe(201);
  await page.goto(`/admin/inbox?tab=quote&q=${tag}`);
  await page.getByRole('button', { name: `Sender ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote request from Sender ${tag}` });
  const download = page.waitForEvent('download');
  await dialog
    .getByRole('button', { name: new RegExp(`report-${tag}\\.html\\.pdf.*download`) })
    .click();
  expect((await download).suggestedFilename()).toBe(`report-${tag}.html.pdf`);
});

test.describe('with the disk below the free-space floor', () => {
  // A floor no disk meets: as if the disk were nearly full.
  test.use({ serverEnv: { ATTACHMENTS_MIN_FREE_MB: '1000000000' } });

  test('a quote with a file is refused with a message under its files; the dashboard says why', async ({
    page,
    signIn,
  }) => {
    await page.goto('/quote');
    const form = page.getByRole('form', { name: 'Quote request form' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email').fill('grace@navy.example');
    await form.getByLabel('Service of Interest').selectOption('Other');
    await form.getByLabel('Project Details').fill('Cameras for a campus, drawings attached.');
    await form.locator('input[type="file"]').setInputFiles({
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('plan'),
    });
    const answer = page.waitForResponse('**/api/quote-requests');
    await form.getByRole('button', { name: /Submit|Request/ }).click();
    expect((await answer).status()).toBe(507);
    await expect(form).toContainText('takes no files for now: send your request without files');

    await signIn(page, { path: '/admin' });
    const notice = page.getByRole('region', {
      name: 'Quote and job forms refuse files: the disk is nearly full',
    });
    await expect(notice).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
});
