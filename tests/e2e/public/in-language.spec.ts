import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { messagesIn } from '@shared/messages/all-languages';
import { defaultSiteData } from '@shared/site-content/defaults';
import { passChatButtonDelay } from '../support/chat-clock';
import { expect, test, waitForHydration } from './fixtures';

// A site whose default language is French speaks it in the browser too (issue 54, decision 054):
// the page hydrates on its French HTML without rendering it again, and what the browser says
// itself (the form's own checks, the chat's button) comes from the French catalogue.

/** A text of a kind's words in French, by its path. */
function kindText(path: string): string {
  const [kind, ...rest] = path.split('.');
  let node: unknown = (messagesIn('fr', 'leadKinds') as KindsTexts)[kind!];
  for (const key of rest) node = (node as KindsTexts)[key];
  if (typeof node !== 'function') throw new Error(`French has no leadKinds.${path}`);
  return (node as () => string)();
}

test.describe('a French site', () => {
  // It changes the language of every page: a server of its own.
  test.use({ freshServer: true });

  test('hydrates in French; its cookie notice, form checks and chat button speak it', async ({
    page,
    seed,
  }) => {
    await seed.publish((content) => ({
      ...content,
      identity: { ...content.identity, languages: [{ tag: 'fr', name: 'Français' }] },
    }));
    // The heading and the cookie notice as they come in the HTML: a node rendered again in place
    // of one (hydration finding other HTML than it renders) has no such mark.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const selector of ['main h1', 'section[data-consent-banner]'])
          Object.assign(document.querySelector(selector) ?? {}, { e2eFromHtml: true });
      });
    });
    await page.clock.install(); // the chat button's 2 s pass on it
    await page.goto('/');
    await waitForHydration(page);

    const consent = messagesIn('fr', 'consent');
    const banner = page.getByRole('region', { name: consent.region() });
    await expect(banner.getByRole('button', { name: consent.accept() })).toBeVisible();

    // The browser's own check of the contact form, in French with the French label.
    const form = page.getByRole('form', { name: kindText('contact.form.label') });
    await form.getByRole('button', { name: kindText('contact.form.submit.label') }).click();
    const required = messagesIn('fr', 'formErrors').required({
      label: kindText('contact.fields.name.label'),
    });
    await expect(form.getByText(required)).toBeVisible();

    await passChatButtonDelay(page);
    const chat = messagesIn('fr', 'chat');
    const name = chat.open({ name: defaultSiteData.chat.name });
    await expect(page.getByRole('button', { name })).toBeVisible();
    const kept = await page.evaluate(() =>
      ['main h1', 'section[data-consent-banner]'].map(
        (selector) =>
          (document.querySelector(selector) as { e2eFromHtml?: boolean } | null)?.e2eFromHtml,
      ),
    );
    expect(kept).toEqual([true, true]);
  });
});
