import type { Page } from '@playwright/test';
import { wcagViolations, wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// The work on a lead: the admin takes a quote request, moves it on the board by mouse
// and by keyboard, adds a note and reads it in the timeline.

async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    localStorage.setItem('vite-ui-theme', t);
    localStorage.setItem('cookie_consent', 'accepted');
  }, theme);
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);

test('assign a quote, move it on the board by mouse and keyboard, add a note, read the timeline', async ({
  adminPage: page,
  admin,
  seed,
}) => {
  const tag = uniqueTag();
  const name = `Grace Board ${tag}`;
  const lead = await seed.quote({ name, company_name: `Pylon ${tag}` });

  // Take it: the owner is the admin themself.
  await page.goto('/admin/inbox?tab=quote');
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Quote request from ${name}` });
  await dialog.getByLabel('Owner').selectOption({ label: `You (${admin.email})` });
  await expect(page.getByTestId('toast')).toContainText('Owner changed');
  await expect(dialog.getByRole('list', { name: 'Timeline' })).toContainText('Assigned to you');

  // A note, at once in the timeline.
  await dialog.getByLabel('Internal note').fill(`Called them, site visit on Friday ${tag}`);
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const timeline = dialog.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Note by you');
  await expect(timeline).toContainText(`Called them, site visit on Friday ${tag}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Mine: the admin's own leads, with the owner column.
  await page.getByRole('button', { name: 'Mine', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`assignee_id=${admin.id}`));
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('You');

  // The board, by mouse: drag the card from New to Contacted.
  await page.getByRole('button', { name: 'Board', exact: true }).click();
  const card = page.locator(`li[data-lead="${lead.id}"]`);
  await expect(column(page, 'new').locator(card)).toBeVisible();
  await card.dragTo(column(page, 'contacted'));
  await expect(column(page, 'contacted').locator(`li[data-lead="${lead.id}"]`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    `${name} moved to Contacted.`,
  );

  // By keyboard: its handle, then the right arrow: one stage on, announced, focus kept.
  const handle = page.getByRole('button', { name: `Move ${name}, now Contacted` });
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  await expect(column(page, 'qualified').locator(`li[data-lead="${lead.id}"]`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    `${name} moved to Qualified.`,
  );
  await expect(page.getByRole('button', { name: `Move ${name}, now Qualified` })).toBeFocused();

  // The moves are stored and in the timeline.
  await page.reload();
  await expect(column(page, 'qualified').locator(`li[data-lead="${lead.id}"]`)).toBeVisible();
  await column(page, 'qualified')
    .locator(`li[data-lead="${lead.id}"]`)
    .getByRole('button')
    .nth(1)
    .click();
  const reopened = page.getByRole('dialog', { name: `Quote request from ${name}` });
  await expect(reopened.getByLabel('Stage')).toHaveValue('qualified');
  await expect(reopened.getByRole('list', { name: 'Timeline' })).toContainText(
    'Moved to Contacted by you',
  );
  await expect(reopened.getByRole('list', { name: 'Timeline' })).toContainText(
    'Moved to Qualified by you',
  );
});

// Each view is checked in the light theme it was loaded in, then in the dark one (switched in
// place, ../support/axe.ts).
test("the board and the lead's work panel have no WCAG A/AA violations in either theme", async ({
  page,
  signIn,
  seed,
}) => {
  const name = `Axe Board ${uniqueTag()}`;
  await seed.quote({ name });
  await useTheme(page, 'light');
  await signIn(page, { path: '/admin/inbox?tab=quote&view=board' });
  await expect(page.getByRole('button', { name: new RegExp(`^Move ${name}`) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await wcagViolationsInBothThemes(page), 'board').toEqual({ light: [], dark: [] });

  await page.getByRole('button', { name: 'List', exact: true }).click();
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Quote request from ${name}` });
  await expect(dialog.getByRole('list', { name: 'Timeline' })).toContainText('Received');
  expect(await wcagViolationsInBothThemes(page), 'work panel').toEqual({ light: [], dark: [] });
});

test('at 390 px the board and the inbox filters scroll inside, not the page', async ({
  page,
  signIn,
  seed,
  createAdmin,
}) => {
  const name = `Narrow ${uniqueTag()}`;
  await seed.quote({ name });
  // A colleague with a long address: the Owner filter lists it, and a select is as wide as its
  // longest option (the shared server's other accounts made this pass or fail by a pixel).
  const colleague = await createAdmin({
    role: 'sales',
    email: `field-engineering-coordinator-${uniqueTag()}@long-subsidiary-name.example.com`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'light');
  for (const path of ['/admin/inbox?tab=quote&view=board', '/admin/inbox?tab=quote']) {
    await signIn(page, { path });
    await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Owner' }).getByRole('option', { name: colleague.email }),
    ).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await wcagViolations(page)).toEqual([]);
  }
});
