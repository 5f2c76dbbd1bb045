import { stemmer } from 'stemmer';
import type { ChatKnowledge, ChatLink } from '~/lib/site-data';

/** A topic as the chat gets it (published content, /_data/chat.json). */
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
// "Found" compares word stems, so visitors are understood in ordinary English: case, punctuation
// and accents do not matter, word forms do not either ("satellites", "installing", "fibers"),
// and a phrase is found when its words follow each other. Stop words are left out on both sides,
// so a keyword list never answers "What are its benefits?" on the strength of "its".

/** Words that carry no topic: never matched, in keywords, titles or messages. */
const STOP_WORDS = new Set(
  (
    'a about after all also am an and any are as at be been but by can could did do does for ' +
    'from get got had has have he her him his how i if in into is it its just me more most my ' +
    'no not of on or our she so some than that the their them then there these they this ' +
    'those to too us very was we were what when where which who why will with would you your'
  ).split(' '),
);

/**
 * The stems of the words of `text`, stop words left out: "What's LEO?" -> whats, leo.
 * A word in capitals is an acronym and kept: "ITS" (intelligent transport
 * systems) is not "its", "IT" is not "it".
 */
export function terms(text: string): string[] {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f'\u2019]/g, ''); // accents, apostrophes
  // All capitals everywhere is shouting, unless it is one word (a keyword such as 'ITS').
  const acronymsCount = /[a-z]/.test(plain) || !/\s/.test(plain.trim());
  return plain
    .split(/[^A-Za-z0-9]+/)
    .filter(
      (word) =>
        word &&
        (!STOP_WORDS.has(word.toLowerCase()) || (acronymsCount && /^[A-Z]{2,}$/.test(word))),
    )
    .map((word) => stemmer(word.toLowerCase()));
}

/** True when the stems `phrase` occur one after the other in `words`; never for an empty phrase. */
export function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  return words.some((_, start) => phrase.every((stem, i) => words[start + i] === stem));
}

/** A list of terms as distinct phrases: forms of one word ('camera', 'cameras') count once. */
function distinctPhrases(texts: readonly string[]): string[][] {
  const seen = new Map<string, string[]>();
  for (const text of texts) {
    const phrase = terms(text);
    if (phrase.length > 0) seen.set(phrase.join(' '), phrase);
  }
  return [...seen.values()];
}

/** The words of a topic title: "Fiber Optics & LAN/WAN" -> fiber, optic, lan, wan (stems). */
export function titleWords(title: string): string[] {
  return distinctPhrases(terms(title)).map(([stem]) => stem!);
}

export function scoreTopic(message: string, topic: ChatTopic): number {
  const words = terms(message);
  let score = 0;
  for (const keyword of distinctPhrases(topic.keywords))
    if (containsPhrase(words, keyword)) score += 2;
  for (const word of titleWords(topic.title)) if (words.includes(word)) score += 1;
  return score;
}

/** The best-scoring topic, or null when no topic scores above 0. */
export function matchTopic(
  message: string,
  topics: readonly ChatTopic[],
): { topic: ChatTopic; score: number } | null {
  let best: { topic: ChatTopic; score: number } | null = null;
  for (const topic of topics) {
    const score = scoreTopic(message, topic);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best;
}

/** Fills {email} and {phone} with the published contact details. */
export function fillPlaceholders(text: string, known: Pick<ChatKnowledge, 'email' | 'phone'>) {
  return text.replaceAll('{email}', known.email).replaceAll('{phone}', known.phone);
}

/** The reply to a message: the best topic's answer, or the chat's fallback answer. */
export function replyTo(message: string, known: ChatKnowledge): ChatReply {
  const match = matchTopic(message, known.topics);
  if (!match) return { text: fillPlaceholders(known.texts.fallback, known), link: null };
  return { text: fillPlaceholders(match.topic.answer, known), link: match.topic.link };
}
