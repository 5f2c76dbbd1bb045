// Every catalogue at once, for the server (mails, error messages, the .ics) and the prerendering
// of pages: the browser loads only its site's language (client/src/lib/messages.ts).

import catalogues from './compiled/all.js';
import { catalogueTag, withEnglish, type Group, type Messages } from './catalogues';

/** The languages that have a catalogue, English first. */
export const CATALOGUE_TAGS: readonly string[] = Object.keys(catalogues);

/** One group's messages in a language (a BCP 47 tag), English standing in key by key. */
export function messagesIn<G extends Group>(tag: string, group: G): Messages[G] {
  const english = catalogues.en![group] as Messages[G];
  const own = catalogueTag(tag, CATALOGUE_TAGS);
  return own ? withEnglish(english, catalogues[own]![group]) : english;
}
