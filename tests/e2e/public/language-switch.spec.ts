import { messagesIn } from '@shared/messages/all-languages';
import { collectionDef } from '@shared/site-content/collections';
import { siteLanguages } from '@shared/site-content/languages';
import {
  localizedService,
  SLUGS,
  threeLanguages,
  untranslatedService,
} from '../../support/languages-fixture';
import { wcagViolationsInBothThemes } from '../support/axe';
import { expect, test, waitForHydration } from './fixtures';

// The language switcher (issue 54 item 3) leads to the same page in the other language, at its
// own slug, not to the home page; within a language, links stay in it; a page not translated yet
// says so in the visitor's language. The French page passes axe in both themes.

const content = threeLanguages();
const [english, french, arabic] = siteLanguages(content.identity) as [
  { tag: string; name: string },
  { tag: 'fr'; name: string },
  { tag: 'ar'; name: string },
];
const servicePath = (slug: string) =>
  collectionDef('services').page!.path({ ...localizedService, slug } as never);

test.describe('a site in three languages', () => {
  // It publishes languages that change every page: a server of its own.
  test.use({ freshServer: true });

  test('the switcher leads to the same page in each language, at its own slug', async ({
    page,
    seed,
  }) => {
    await seed.publish(() => content);
    await page.goto(servicePath(localizedService.slug));
    await waitForHydration(page);
    // Each language's pages name the switcher in their own words.
    const switcherIn = (tag: string) =>
      page.getByRole('navigation', { name: messagesIn(tag, 'languages').switcher() });
    const switcher = () => switcherIn(french.tag);
    const englishSwitcher = switcherIn(english.tag);
    await englishSwitcher.getByRole('link', { name: french.name }).click();
    await expect(page).toHaveURL(`/fr${servicePath(SLUGS.fr)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', french.tag);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`(${french.tag})`);
    await waitForHydration(page);
    await expect(switcher().getByRole('link', { name: french.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await wcagViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });

    await switcher().getByRole('link', { name: arabic.name }).click();
    await expect(page).toHaveURL(`/ar${servicePath(SLUGS.ar)}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await waitForHydration(page);
    await switcherIn(arabic.tag).getByRole('link', { name: english.name }).click();
    await expect(page).toHaveURL(servicePath(localizedService.slug));
  });

  test('links within a language stay in it; an untranslated page says so', async ({
    page,
    seed,
  }) => {
    await seed.publish(() => content);
    const untranslated = `/fr${collectionDef('services').page!.path(untranslatedService)}`;
    await page.goto(untranslated);
    await waitForHydration(page);
    const notice = messagesIn('fr', 'languages').untranslated({
      language: french.name,
      original: english.name,
    });
    await expect(page.getByRole('note')).toHaveText(notice);
    // The logo leads to this language's home page, in the page (the router's basename).
    const home = messagesIn('fr', 'frame').home({ name: content.identity.name });
    await page.getByRole('link', { name: home, exact: true }).click();
    await expect(page).toHaveURL('/fr');
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});
