// Loading a language's site texts (./messages.ts): a chunk of their own, fetched only by a site
// that speaks another language than English, with what puts a kind's words over its facts.

import { catalogueTag } from '@shared/messages/catalogues';
import siteLanguages from '@shared/messages/compiled/site-languages.js';
import { loadedMessages } from './messages';

const TAGS = Object.keys(siteLanguages);

/** Loads the site's texts in a language (nothing for English or one without a catalogue). */
export async function loadSiteMessages(tag: string | undefined): Promise<void> {
  const own = tag ? catalogueTag(tag, TAGS) : null;
  if (!tag || !own || loadedMessages.has(tag)) return;
  const [messages, { withKindTexts }] = await Promise.all([
    siteLanguages[own]!(),
    import('@shared/lead-kinds/kind-texts'),
  ]);
  loadedMessages.set(tag, { ...messages, withKindTexts });
}
