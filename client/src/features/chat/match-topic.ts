import type { ChatKnowledge, ChatLink } from '~/lib/site-data';
import { ENGLISH, fold, type ChatLanguage } from './chat-language';

/** A topic as the chat gets it (published content, /_data/chat.json, /fr/_data/chat.json). */
export type ChatTopic = ChatKnowledge['topics'][number];

/** A reply: its text, and the page it points to (a service's). */
export interface ChatReply {
  text: string;
  link: ChatLink | null;
}

// The chat assistant's scoring rule, as pure functions:
//   each keyword of a topic found in the message scores 2,
//   each word of the topic's title found in the message scores 1,
//   the highest score wins (the earlier topic on a tie), and 0 gives the fallback answer.
// "Found" compares word stems in the page's language (./chat-language.ts), so visitors are
// understood as they write: case, punctuation and diacritics do not matter ("Vidéosurveillance",
// "videosurveillance"; Arabic with or without its short vowels), word forms do not either
// ("satellites", "installing", "fibres"), and a phrase is found when its words follow each other.
// Stop words are left out on both sides, so a keyword list never answers "What are its
// benefits?" on the strength of "its", nor a French title "Fibre et LAN" every "et".

const APOSTROPHES = /['\u2019]/g;

/**
 * The stems of the words of `text`, stop words left out: "What's LEO?" -> whats, leo.
 * A word in capitals is an acronym and kept: "ITS" (intelligent transport
 * systems) is not "its", "IT" is not "it".
 */
export function terms(text: string, language: ChatLanguage = ENGLISH): string[] {
  const plain = text.replace(APOSTROPHES, language.elides ? ' ' : '');
  // All capitals everywhere is shouting, unless it is one word (a keyword such as 'ITS').
  const acronymsCount = /\p{Ll}/u.test(plain) || !/\s/.test(plain.trim());
  const capitals = (word: string) =>
    word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
  return plain.split(/[^\p{L}\p{M}\p{N}]+/u).flatMap((word) => {
    const folded = fold(word);
    if (!folded) return [];
    const kept = !language.stopWords.has(folded) || (acronymsCount && capitals(word));
    return kept ? [language.stem(folded)] : [];
  });
}

/** True when the stems `phrase` occur one after the other in `words`; never for an empty phrase. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  return words.some((_, start) => phrase.every((stem, i) => words[start + i] === stem));
}

/** A list of terms as distinct phrases: forms of one word ('camera', 'cameras') count once. */
function distinctPhrases(texts: readonly string[], language: ChatLanguage): string[][] {
  const seen = new Map<string, string[]>();
  for (const text of texts) {
    const phrase = terms(text, language);
    if (phrase.length > 0) seen.set(phrase.join(' '), phrase);
  }
  return [...seen.values()];
}

/** The words of a topic title: "Fiber Optics & LAN/WAN" -> fiber, optic, lan, wan (stems). */
export function titleWords(title: string, language: ChatLanguage = ENGLISH): string[] {
  return [...new Set(terms(title, language))];
}

export function scoreTopic(
  message: string,
  topic: ChatTopic,
  language: ChatLanguage = ENGLISH,
): number {
  const words = terms(message, language);
  let score = 0;
  for (const keyword of distinctPhrases(topic.keywords, language))
    if (containsPhrase(words, keyword)) score += 2;
  for (const word of titleWords(topic.title, language)) if (words.includes(word)) score += 1;
  return score;
}

/** The best-scoring topic, or null when no topic scores above 0. */
export function matchTopic(
  message: string,
  topics: readonly ChatTopic[],
  language: ChatLanguage = ENGLISH,
): { topic: ChatTopic; score: number } | null {
  let best: { topic: ChatTopic; score: number } | null = null;
  for (const topic of topics) {
    const score = scoreTopic(message, topic, language);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best;
}

/** Fills {email} and {phone} with the published contact details. */
export function fillPlaceholders(text: string, known: Pick<ChatKnowledge, 'email' | 'phone'>) {
  return text.replaceAll('{email}', known.email).replaceAll('{phone}', known.phone);
}

/**
 * The reply to a message: the best topic's answer, or the chat's fallback answer; `language`
 * the page's (its words matched as it writes them).
 */
export function replyTo(
  message: string,
  known: ChatKnowledge,
  language: ChatLanguage = ENGLISH,
): ChatReply {
  const match = matchTopic(message, known.topics, language);
  if (!match) return { text: fillPlaceholders(known.texts.fallback, known), link: null };
  return { text: fillPlaceholders(match.topic.answer, known), link: match.topic.link };
}
