import { registration } from '../../../shared/lead-kinds/registration';
import { formLabel } from '../../../shared/lead-kinds/form-label';
import { exampleBlock } from '../../../shared/site-content/blocks';
import { defaultSiteData } from '../../../shared/site-content/defaults';
import type { SiteData } from '../../../shared/site-content/schema';
import { wcagViolationsInBothThemes } from '../support/axe';
import { uniqueTag } from '../fixtures';
import { expect, presetTheme, skipConsentBanner, test, waitForHydration } from './fixtures';

// An event's sign-up as a form block of a page of the firm's own (issue 51, `form: event`), on a
// phone: the visitor signs up for the upcoming event from the campaign page, gets the seat and
// its reference there, and the inbox has the registration for that event.

test.use({ freshServer: true, viewport: { width: 390, height: 844 } });

const PATH = '/sectors/ports-open-day';
const upcoming = defaultSiteData.events.find((e) => Date.parse(e.starts) > Date.now())!;

function withEventPage(content: SiteData): SiteData {
  const block = {
    ...exampleBlock('form', 1),
    form: 'event' as const,
    event: upcoming.slug,
    eyebrow: 'Open day',
    heading: 'See private 5G at work',
    formHeading: '',
  };
  const page = {
    id: 902,
    kind: 'page' as const,
    slug: 'ports-open-day',
    path: PATH,
    title: 'Ports open day',
    noindex: false,
    blocks: [block],
  };
  return { ...content, customPages: [...content.customPages, page] };
}

test('a visitor on a phone signs up for the event from a page’s form block', async ({
  page,
  seed,
  adminApi,
}) => {
  await seed.publish(withEventPage);
  await skipConsentBanner(page);
  await presetTheme(page, 'light');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(PATH);
  await waitForHydration(page);

  const section = page.getByRole('region', { name: 'See private 5G at work' });
  await expect(section.getByRole('link', { name: upcoming.title })).toHaveAttribute(
    'href',
    `/events/${upcoming.slug}`,
  );
  const form = section.getByRole('form', { name: `Registration for ${upcoming.title}` });
  const label = (field: keyof typeof registration.fields) =>
    formLabel(registration.fields[field], registration.files);
  const email = `${uniqueTag()}@example.com`;
  await form.getByLabel(label('name'), { exact: true }).fill('Grace Hopper');
  await form.getByLabel(label('email'), { exact: true }).fill(email);
  await form.getByRole('button', { name: registration.form.submit.label }).click();
  const sent = form.locator('[data-sent-reference]');
  await expect(sent).toContainText(registration.form.outcomes.registered.sent);
  await expect(sent).toContainText(/E-\d{4}-\d{4}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

  const inbox = await (await adminApi.get(`${registration.path}?limit=50`)).json();
  expect(inbox.items.filter((lead: { email: string }) => lead.email === email)).toEqual([
    expect.objectContaining({ event_title: upcoming.title, attendance: 'registered' }),
  ]);
  await page.mouse.move(0, 0);
  expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});
