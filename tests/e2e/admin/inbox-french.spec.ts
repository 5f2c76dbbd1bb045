import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { formatDateTime } from '@shared/vocabularies/locale-format';
import { messagesIn } from '@shared/messages/all-languages';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, uniqueTag } from './fixtures';

// The admin speaks the site's default language (issue 54, item 7): a French site's inbox reads
// in French from the admin's catalogue (headings, filters, an empty state, a count's plural), its
// dates in French; a kind's and a stage's words stay the lead-kinds registry's. The texts come
// from the compiled catalogue, not typed here.

// It publishes the French identity: a server of its own.
test.use({ freshServer: true, viewport: { width: 1280, height: 800 } });

const { plural, stages } = LEAD_KIND_SPECS.quote;
const fr = messagesIn('fr', 'adminLeads');
const insights = messagesIn('fr', 'adminInsights');

test('a French site’s inbox reads in French, axe clean', async ({
  page,
  seed,
  signIn,
  adminApi,
}) => {
  await seed.publish((content) => ({
    ...content,
    identity: { ...content.identity, languages: [{ tag: 'fr', name: 'Français' }] },
  }));
  const tag = uniqueTag();
  const first = await seed.quote({ name: `Amélie ${tag}` });
  await seed.quote({ name: `Bruno ${tag}` });

  await signIn(page, { path: `/admin/inbox?tab=quote&q=${tag}` });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: fr.inbox.title() })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(fr.inbox.title()));
  await expect(page.getByRole('button', { name: fr.inbox.downloadCsv() })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: fr.filters.searchLabel() })).toHaveValue(tag);

  // The list: French headings, the kind's name from the registry, the date in French.
  const table = page.getByRole('tabpanel', { name: plural });
  await expect(table.getByRole('columnheader', { name: fr.table.received() })).toBeVisible();
  const { created_at } = await (await adminApi.get(`/api/quote-requests/${first.id}`)).json();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const row = table.getByRole('row').filter({ hasText: `Amélie ${tag}` });
  await expect(row).toContainText(formatDateTime(created_at, 'fr', zone));
  await expect(page.getByText(fr.pager.range({ first: '1', last: '2', total: '2' }))).toBeVisible();

  // An empty state: nothing of this search is spam.
  const statuses = page.getByRole('group', { name: fr.filters.byStatus() });
  await statuses.getByRole('button', { name: fr.status.spam() }).click();
  const kinds = plural.toLowerCase();
  await expect(page.getByText(fr.list.emptyFiltered({ kinds }))).toBeVisible();
  await expect(page.getByText(fr.list.tryOtherFilters())).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // The board counts in French: two of the search in New, none (singular in French) elsewhere.
  await statuses.getByRole('button', { name: fr.filters.all() }).click();
  await page.getByRole('button', { name: fr.filters.board(), exact: true }).click();
  const heading = (stage: string) =>
    page.locator(`section[data-stage="${stage}"]`).getByRole('heading');
  /** A column's heading as a screen reader says it: its stage, then its count. */
  const named = (stage: string, count: number) =>
    new RegExp(`^${stage}\\s*, ${fr.board.count({ count })}$`);
  await expect(heading('new')).toHaveAccessibleName(named(stages.new, 2));
  await expect(heading('contacted')).toHaveAccessibleName(named(stages.contacted!, 0));
  // The plural is French's: two takes the other form, zero the singular's.
  expect(fr.board.count({ count: 2 })).not.toBe(fr.board.count({ count: 0 }).replace('0', '2'));
  await expect(page.getByText(fr.board.help())).toBeVisible();
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

  // The analytics page, the area's other screen, is French too.
  await page.goto('/admin/analytics');
  await expect(
    page.getByRole('heading', { level: 1, name: insights.analytics.title() }),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: insights.periods.period() })).toBeVisible();
  await expect(page.getByRole('heading', { name: insights.analytics.topPages() })).toBeVisible();
});
