import { readFile } from 'node:fs/promises';
import { expect, test, uniqueTag } from './fixtures';

// Leads arrive through the public API; the admin reads, files and deletes them in the inbox.

test('read, mark handled, filter and delete contact messages; download CSV', async ({
  adminPage: page,
  seed,
}) => {
  const tag = uniqueTag();
  const long = `We need a fiber backbone between two campuses ${tag}.\nSecond paragraph with details.`;
  await seed.contact({
    name: `Grace Keller ${tag}`,
    email: `grace-${tag}@example.com`,
    message: long,
  });
  await seed.contact({
    name: `Omar Diaz ${tag}`,
    email: `omar-${tag}@example.com`,
    message: 'Call me back',
  });

  await page.goto('/admin'); // The dashboard counts the leads sent above.
  await expect(page.getByTestId('stat-new-leads')).not.toHaveText('…');
  const newCount = Number(await page.getByTestId('stat-new-leads').textContent());
  expect(newCount).toBeGreaterThanOrEqual(2);
  await page.getByRole('link', { name: /New leads/ }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\?status=new$/);
  await expect(page.getByRole('button', { name: 'New', pressed: true })).toBeVisible();

  // Newest first.
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(`Omar Diaz ${tag}`);
  await expect(rows.nth(2)).toContainText(`Grace Keller ${tag}`);
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();

  // Open one: read it whole.
  await page.getByRole('button', { name: `Grace Keller ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact message from Grace Keller ${tag}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Second paragraph with details.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: `grace-${tag}@example.com` })).toHaveAttribute(
    'href',
    `mailto:grace-${tag}@example.com`,
  );

  // Mark handled: it leaves the New filter.
  await dialog.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(dialog.locator('dd').getByText('Handled', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Grace Keller ${tag}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Handled', exact: true }).click();
  await expect(page).toHaveURL(/status=handled/);
  await expect(page.getByRole('button', { name: `Grace Keller ${tag}` })).toBeVisible();

  // Download the CSV of all contact messages.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^contact-submissions.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`Grace Keller ${tag}`);
  expect(csv).toContain(`Omar Diaz ${tag}`);

  // Delete, with a confirmation (cancel first).
  await page.getByRole('button', { name: `Omar Diaz ${tag}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this contact message?' });
  await expect(confirm).toContainText(`omar-${tag}@example.com`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('dialog', { name: `Contact message from Omar Diaz ${tag}` }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('toast')).toContainText('Deleted');
  await expect(page.getByRole('button', { name: `Omar Diaz ${tag}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: `Grace Keller ${tag}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Omar Diaz ${tag}` })).toHaveCount(0);
});

test('quote requests: details, spam filter, empty state', async ({ adminPage: page, seed }) => {
  const tag = uniqueTag();
  await seed.quote({
    name: `Lena Ortiz ${tag}`,
    email: `lena-${tag}@example.com`,
    company_name: 'Harbor Logistics',
    phone: '+1 555 0100',
    service_interest: 'Security System Design',
    project_details: `Perimeter cameras for a port terminal ${tag}`,
  });
  await page.goto('/admin/inbox');
  await page.getByRole('tab', { name: 'Quote requests' }).click();
  await expect(page).toHaveURL(/tab=quote/);
  await page.getByRole('button', { name: `Lena Ortiz ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quote request from Lena Ortiz ${tag}` });
  await expect(dialog).toContainText('Harbor Logistics');
  await expect(dialog).toContainText('Security System Design');
  await expect(dialog).toContainText(`Perimeter cameras for a port terminal ${tag}`);
  await dialog.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(dialog.locator('dd').getByText('Spam', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Spam', exact: true }).click();
  await expect(page.getByRole('button', { name: `Lena Ortiz ${tag}` })).toBeVisible();
  await page.getByRole('button', { name: `Lena Ortiz ${tag}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this quote request?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('button', { name: `Lena Ortiz ${tag}` })).toHaveCount(0);
  // Unless other journeys filed quotes as spam, the filter is now empty.
  const rows = await page.getByRole('row').count();
  if (rows === 0) await expect(page.getByText('No spam quote requests')).toBeVisible();
});
