import { beforeAll, describe, expect, it } from 'vitest';
import { contact } from '@shared/lead-kinds/contact';
import { quote } from '@shared/lead-kinds/quote';
import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { messagesIn } from '@shared/messages/all-languages';
import { escapeHtml } from '@shared/site-content/escape-html';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { Language } from '@shared/site-content/languages';
import type { SiteData } from '@shared/site-content/schema';
import { pageDataPath, sitePaths } from '@shared/site-content/site-paths';
import {
  formatBytes,
  QUOTE_ATTACHMENT_RULES,
  typeList,
} from '@shared/vocabularies/attachments';
import { formatLongDate } from '@shared/vocabularies/locale-format';
import { loadBuiltRenderer, type BuiltRenderer } from './built-renderer';

// The product's own texts come from the default language's catalogue (issue 54, decision 054):
// a French site's forms, cookie notice and 404 page speak French in the pages the build renders,
// and a language without a catalogue speaks English. Runs on the production build
// (`npm run build`; ./require-build.ts).

let renderer: BuiltRenderer;
beforeAll(async () => {
  renderer = await loadBuiltRenderer();
}, 120_000);

const speaking = (...languages: Language[]): SiteData => ({
  ...defaultSiteData,
  identity: { ...defaultSiteData.identity, languages },
});

/** The kind's words in a language, as its catalogue has them. */
const kindText = (tag: string, kind: string, path: string): string => {
  const texts = (messagesIn(tag, 'leadKinds') as KindsTexts)[kind];
  const found = path.split('.').reduce<unknown>((node, key) => (node as KindsTexts)?.[key], texts);
  if (typeof found !== 'function') throw new Error(`${tag} has no ${kind}.${path}`);
  return found();
};

/** What a page says: its HTML with the characters escaping may have changed put back. */
const said = (html: string | undefined, text: string) =>
  expect(html).toContain(escapeHtml(text).replaceAll('&#39;', '&#x27;'));

describe('the built-in texts in the default language', () => {
  it.each(['fr', 'fr-CA'])(
    'a site speaking %s first: forms, errors, cookie notice and 404 in French',
    async (tag) => {
      const site = await renderer.render(speaking({ tag, name: 'Français' }));
      const home = site['index.html'];
      const consent = messagesIn(tag, 'consent');
      for (const text of [consent.accept(), consent.decline(), consent.heading()]) said(home, text);
      expect(home).not.toContain('>Accept<');
      // The home page's contact form: its labels and button.
      said(home, kindText(tag, 'contact', 'fields.name.label'));
      said(home, kindText(tag, 'contact', 'form.submit.label'));
      expect(home).not.toContain(contact.form.submit.label);
      // The quote form: an optional field marked in French, without English title case, the
      // select's first choice, a hint and the files' rules counted in French.
      const quotePage = site[`${sitePaths.quote.slice(1)}/index.html`];
      const company = kindText(tag, 'quote', 'fields.company_name.label');
      said(quotePage, messagesIn(tag, 'forms').optional({ label: company }));
      said(quotePage, kindText(tag, 'quote', 'fields.service_interest.placeholder'));
      said(quotePage, kindText(tag, 'quote', 'fields.project_details.hint'));
      const rules = QUOTE_ATTACHMENT_RULES;
      const files = messagesIn(tag, 'formFiles').filesMany({
        count: rules.maxFiles,
        types: typeList(rules.types),
        size: formatBytes(rules.maxTotalBytes),
      });
      said(quotePage, files);
      expect(quotePage).not.toContain(quote.fields.project_details.hint);
      // The 404 page's way home.
      said(site['404.html'], messagesIn(tag, 'notFound').home());
      expect(site['404.html']).not.toContain(messagesIn('en', 'notFound').home());
    },
    120_000,
  );

  it('a site speaking ar-SA: Arabic texts, and its figures in Latin digits', async () => {
    const tag = 'ar-SA';
    const site = await renderer.render(speaking({ tag, name: 'العربية' }));
    const home = site['index.html'];
    const consent = messagesIn(tag, 'consent');
    for (const text of [consent.accept(), consent.decline(), consent.heading()]) said(home, text);
    said(home, kindText(tag, 'contact', 'fields.name.label'));
    said(home, kindText(tag, 'contact', 'form.submit.label'));
    expect(home).not.toContain(contact.form.submit.label);
    said(site['404.html'], messagesIn(tag, 'notFound').home());
    // The quote form's files counted in Arabic (few: 3 to 10), the figure in Latin digits.
    const quotePage = site[`${sitePaths.quote.slice(1)}/index.html`];
    const rules = QUOTE_ATTACHMENT_RULES;
    const files = messagesIn(tag, 'formFiles').filesMany({
      count: rules.maxFiles,
      types: typeList(rules.types),
      size: formatBytes(rules.maxTotalBytes),
    });
    expect(files).toContain(`${rules.maxFiles} ملفات`);
    said(quotePage, files);
    // A post's date: ICU writes ar-SA in Arabic-Indic digits, the site in Latin ones, in the
    // HTML and in the data the browser hydrates with (decision 054, section i54-arabic).
    const post = defaultSiteData.blogPosts[0]!;
    const postPage = sitePaths.post(post.slug);
    const date = formatLongDate(post.date, tag);
    expect(date).toMatch(/^\d+ \S+ \d{4}$/);
    said(site[`${postPage.slice(1)}/index.html`], date);
    expect(JSON.parse(site[pageDataPath(postPage).slice(1)]!).frame.locale).toBe(tag);
    for (const page of [home, quotePage, site[`${postPage.slice(1)}/index.html`]]) {
      expect(page).not.toMatch(/[\u0660-\u0669]/);
    }
  }, 120_000);

  it('a language without a catalogue (de) speaks English, as one-language sites do', async () => {
    const files = await renderer.render(speaking({ tag: 'de', name: 'Deutsch' }));
    said(files['index.html'], messagesIn('en', 'consent').accept());
    said(files['index.html'], contact.form.submit.label);
    said(files['404.html'], messagesIn('en', 'notFound').home());
  }, 120_000);
});
