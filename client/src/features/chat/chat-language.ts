import { stemmer } from 'stemmer';

// How the chat reads the words of one language (./match-topic.ts): how a word is folded (case,
// diacritics), its stem, and the words that carry no topic. English is built in; another
// language's stemmer and stop words (Orama's, Snowball's rules) are a chunk of their own, loaded
// when the chat of a page in that language answers. Decision 054, section i54-chat-404.

export interface ChatLanguage {
  /** The stem of a folded word ("fibres" -> fibr). */
  stem: (word: string) => string;
  /** Words that carry no topic, folded: never matched, in keywords, titles or messages. */
  stopWords: ReadonlySet<string>;
  /** An apostrophe ends an elided word ("l'optique": l, optique) rather than joins ("what's"). */
  elides: boolean;
}

/**
 * Marks dropped from words: Latin, Greek and Cyrillic accents, Arabic short vowels and tatweel,
 * Hebrew points. Not the hamza or madda (أ is not ا to Arabic's stemmer), nor the vowel signs of
 * Indic scripts (letters of their own).
 */
const DROPPED_MARKS = /[\u0300-\u036f\u0591-\u05c7\u064b-\u0652\u0670\u0640]/g;
/** Letters Unicode does not decompose into a base letter and a mark. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd' };

/** `text` in lower case without its diacritics: "Vidéosurveillance" -> videosurveillance. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(DROPPED_MARKS, '')
    .normalize('NFC')
    .replace(/[ßæœøłđ]/g, (letter) => LIGATURES[letter]!);
}

const ENGLISH_STOP_WORDS = (
  'a about after all also am an and any are as at be been but by can could did do does for ' +
  'from get got had has have he her him his how i if in into is it its just me more most my ' +
  'no not of on or our she so some than that the their them then there these they this ' +
  'those to too us very was we were what when where which who why will with would you your'
).split(' ');

export const ENGLISH: ChatLanguage = {
  stem: stemmer,
  stopWords: new Set(ENGLISH_STOP_WORDS),
  elides: false,
};

type Loaded = [{ stemmer: (word: string) => string }, { stopwords: string[] }];

/** The languages with a stemmer and stop words, by primary subtag (Orama's names). */
const LANGUAGES: Record<string, () => Promise<Loaded>> = {
  ar: () => Promise.all([import('@orama/stemmers/arabic'), import('@orama/stopwords/arabic')]),
  da: () => Promise.all([import('@orama/stemmers/danish'), import('@orama/stopwords/danish')]),
  de: () => Promise.all([import('@orama/stemmers/german'), import('@orama/stopwords/german')]),
  el: () => Promise.all([import('@orama/stemmers/greek'), import('@orama/stopwords/greek')]),
  es: () => Promise.all([import('@orama/stemmers/spanish'), import('@orama/stopwords/spanish')]),
  fi: () => Promise.all([import('@orama/stemmers/finnish'), import('@orama/stopwords/finnish')]),
  fr: () => Promise.all([import('@orama/stemmers/french'), import('@orama/stopwords/french')]),
  it: () => Promise.all([import('@orama/stemmers/italian'), import('@orama/stopwords/italian')]),
  nl: () => Promise.all([import('@orama/stemmers/dutch'), import('@orama/stopwords/dutch')]),
  no: () =>
    Promise.all([import('@orama/stemmers/norwegian'), import('@orama/stopwords/norwegian')]),
  pt: () =>
    Promise.all([import('@orama/stemmers/portuguese'), import('@orama/stopwords/portuguese')]),
  ru: () => Promise.all([import('@orama/stemmers/russian'), import('@orama/stopwords/russian')]),
  sv: () => Promise.all([import('@orama/stemmers/swedish'), import('@orama/stopwords/swedish')]),
  tr: () => Promise.all([import('@orama/stemmers/turkish'), import('@orama/stopwords/turkish')]),
};
LANGUAGES.nb = LANGUAGES.nn = LANGUAGES.no!;

/**
 * How the chat reads `tag` (a site's language; undefined for English). A language without a
 * stemmer is matched by whole words, folded; English's stop words count in every language (an
 * untranslated topic answers in the default's words).
 */
export async function loadChatLanguage(tag: string | undefined): Promise<ChatLanguage> {
  const primary = tag?.split('-')[0]!.toLowerCase();
  if (!primary || primary === 'en') return ENGLISH;
  const load = LANGUAGES[primary];
  const [stemming, stops] = load ? await load() : [null, { stopwords: [] }];
  return {
    stem: stemming ? stemming.stemmer : (word) => word,
    stopWords: new Set([...ENGLISH_STOP_WORDS, ...stops.stopwords.map(fold)]),
    elides: true,
  };
}
