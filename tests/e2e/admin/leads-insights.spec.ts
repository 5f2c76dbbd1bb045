import { waitForHydration } from '../public/fixtures';
import { expect, test, uniqueTag } from './fixtures';

// The dashboard's chart, the inbox's search and filters, attribution from the landing URL, a form
// sent at once that is a lead all the same, and the Spam view with "Not spam".

test('dashboard chart: accessible SVG with a summary and a data table, 30 or 90 days', async ({
  page,
  seed,
  signIn,
}) => {
  await seed.contact({
    name: `Chart ${uniqueTag()}`,
    email: 'chart@example.com',
    message: 'For the chart',
  });
  await signIn(page, { path: '/admin' });
  const chart = page.getByRole('img', { name: 'Leads per day' });
  await expect(chart).toBeVisible();
  const summary = page.getByTestId('chart-summary');
  await expect(summary).toContainText(/\d+ leads? in the last 30 days/);
  await expect(chart).toHaveAttribute('aria-describedby', /.+/);
  // The numbers behind the bars, for screen readers: one row per day.
  const table = page.getByRole('table', { name: /Leads per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);

  await page.getByRole('button', { name: '90 days' }).click();
  await expect(page.getByRole('button', { name: '90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(summary).toContainText('in the last 90 days');
  await expect(table.getByRole('row')).toHaveCount(91);
});

test('a form an autofilling browser sends at once is a lead, with the campaign it came from', async ({
  adminPage: page,
  browser,
  server,
}) => {
  const tag = uniqueTag();
  // A visitor lands from a campaign link, moves on to the contact form and sends it at once, as
  // a browser that fills the form in by itself does. Their page's clock stands still meanwhile,
  // so the form takes no time however slowly a busy machine types.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.clock.install();
  await visitor.clock.pauseAt(Date.now() + 1_000);
  await visitor.goto(`/?utm_source=newsletter&utm_campaign=e2e-${tag}#contact`);
  await waitForHydration(visitor);
  const stored = await visitor.evaluate(() => sessionStorage.getItem('visit-attribution'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ utm_campaign: `e2e-${tag}` });
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill(`Quick ${tag}`);
  await form.getByLabel('Email').fill(`quick-${tag}@example.com`);
  await form.getByLabel('Message').fill('Sent the moment the form was filled in');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByText('Message Sent!')).toBeVisible();
  // Sent: the attribution has served its purpose.
  expect(await visitor.evaluate(() => sessionStorage.getItem('visit-attribution'))).toBe('{}');
  await visitor.context().close();

  // The admin finds it among the new leads, not in Spam: fast is not spam.
  await page.goto('/admin/inbox?status=spam');
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.getByRole('button', { name: `Quick ${tag}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('button', { name: `Quick ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact message from Quick ${tag}` });
  await expect(dialog.getByText(`e2e-${tag}`).first()).toBeVisible();
  await expect(dialog.getByText('newsletter').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Show all like this' }).last().click();
  await expect(page).toHaveURL(new RegExp(`utm_campaign=e2e-${tag}`));
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    `Campaign: e2e-${tag}`,
  );
  await expect(page.getByRole('row')).toHaveCount(2);
});

test('a bot that fills the hidden field is filed as spam, with its reason; Not spam moves it back', async ({
  adminPage: page,
  seed,
}) => {
  const tag = uniqueTag();
  await seed.contact({ name: `Bot ${tag}`, website: 'https://bot.example' });
  await page.goto('/admin/inbox?status=spam');
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Bot ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: `Contact message from Bot ${tag}` });
  await expect(dialog.getByText('Filled in the hidden field that only bots see')).toBeVisible();
  await dialog.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await page.keyboard.press('Escape');
  // It left the Spam view.
  await expect(page.getByRole('button', { name: `Bot ${tag}` })).toHaveCount(0);
});

test('date filters: a range in the future shows nothing, clearing shows the leads again', async ({
  page,
  seed,
  signIn,
}) => {
  const tag = uniqueTag();
  await seed.contact({
    name: `Dated ${tag}`,
    email: `dated-${tag}@example.com`,
    message: 'dates',
  });
  await signIn(page, { path: `/admin/inbox?q=${tag}` });
  await expect(page.getByRole('button', { name: `Dated ${tag}` })).toBeVisible();
  await page.getByLabel('From').fill('2999-01-01');
  await expect(page.getByText('No contact messages match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.getByRole('searchbox', { name: 'Search leads' })).toHaveValue('');
});
