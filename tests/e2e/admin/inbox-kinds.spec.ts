import type { Page } from '@playwright/test';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { kindsFor } from '@shared/schemas/leads';
import type { Role } from '@shared/vocabularies/roles';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// In the inbox: a reference opens its lead from any tab, a quote moved on
// shows its stage in the list, the board fits its six columns from 1280 px, and each role sees
// the kinds of lead of its area (applications for hiring, not for sales).

async function prepare(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
  await page.addInitScript(() => {
    localStorage.setItem('vite-ui-theme', 'light');
    localStorage.setItem('cookie_consent', 'accepted');
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

async function searchFor(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(words);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** The inbox's tabs a role sees: its kinds of lead, by their plural. */
const tabsOf = (role: Role) => kindsFor({ role }).map((kind) => LEAD_KIND_SPECS[kind].plural);

const selectedTab = (page: Page) =>
  page.getByRole('tablist', { name: 'Kind of lead' }).getByRole('tab', { selected: true });

for (const width of [390, 1280]) {
  test(`a reference opens its lead from any tab (${width} px)`, async ({ page, signIn, seed }) => {
    const quote = await seed.quote({ name: `Client ${uniqueTag()}` });
    const application = await seed.application();
    await prepare(page, width);
    await signIn(page, { path: '/admin/inbox?tab=contact' });
    await expect(selectedTab(page)).toHaveText('Contact messages');

    // From the contact messages: the quote's reference opens the quote, on its own tab.
    await searchFor(page, quote.reference);
    const dialog = page.getByRole('dialog', { name: `Quote request from ${quote.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(quote.reference, { exact: true })).toBeVisible();
    await expect(selectedTab(page)).toHaveText('Quote requests');
    expect(await wcagViolationsInBothThemes(page), 'the lead opened').toEqual({
      light: [],
      dark: [],
    });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // From the quotes, typed in lower case: the application's, on the Applications tab.
    await searchFor(page, application.reference.toLowerCase());
    await expect(
      page.getByRole('dialog', { name: `Job application from ${application.name}` }),
    ).toBeVisible();
    await expect(selectedTab(page)).toHaveText('Applications');
    await expect(page).toHaveURL(/tab=application/);
  });

  test(`a quote moved past New shows its stage in the list (${width} px)`, async ({
    page,
    signIn,
    seed,
    adminApi,
  }) => {
    const quote = await seed.quote({ name: `Staged ${uniqueTag()}` });
    const moved = await adminApi.patch(`/api/quote-requests/${quote.id}`, {
      data: { stage: 'proposal_sent' },
    });
    expect(moved.status()).toBe(200);
    await prepare(page, width);
    await signIn(page, { path: `/admin/inbox?tab=quote&q=${encodeURIComponent(quote.name)}` });
    const row = page.getByRole('row', { name: new RegExp(quote.name) });
    await expect(row).toContainText('Proposal sent');
    await expect(row).not.toContainText('Handled');
    expect(await wcagViolationsInBothThemes(page), 'the list').toEqual({ light: [], dark: [] });
  });
}

for (const width of [1280, 1440]) {
  test(`the board fits its six columns side by side at ${width} px`, async ({
    page,
    signIn,
    seed,
  }) => {
    await seed.quote({ name: `Board ${uniqueTag()} with a rather long name for a card` });
    await prepare(page, width);
    await signIn(page, { path: '/admin/inbox?tab=quote&view=board' });
    const columns = page.locator('section[data-stage]');
    await expect(columns).toHaveCount(6);
    await expect(columns.first().getByRole('heading')).not.toContainText('…');
    const board = page.getByRole('region', { name: 'Quote requests by stage' });
    expect(await board.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const box of await columns.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(120);
    }
    expect(await wcagViolationsInBothThemes(page), 'the board').toEqual({ light: [], dark: [] });
  });
}

test('hiring sees the applications only; sales sees the rest and hears what a J- reference is', async ({
  page,
  signIn,
  seed,
  createAdmin,
}) => {
  const application = await seed.application();
  const hiring = await createAdmin({ role: 'hiring' });
  await prepare(page, 1280);
  await signIn(page, { as: hiring, path: '/admin/inbox' });
  const tabs = page.getByRole('tablist', { name: 'Kind of lead' }).getByRole('tab');
  await expect(tabs).toHaveText(tabsOf('hiring'));
  await searchFor(page, application.reference);
  const dialog = page.getByRole('dialog', { name: `Job application from ${application.name}` });
  await expect(dialog.getByRole('button', { name: /cv\.pdf/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const sales = await createAdmin({ role: 'sales' });
  await signIn(page, { as: sales, path: '/admin/inbox' });
  await expect(tabs).toHaveText(tabsOf('sales'));
  await searchFor(page, application.reference);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(`${application.reference} is a job application`);
  await expect(toast).toContainText('Your role does not see applications');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
