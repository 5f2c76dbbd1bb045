import { CHAT_FALLBACK, chatTopics, type ChatTopic } from '~/content/chat-topics';
import type { SiteSettings } from '~/lib/site-data';

// The chat assistant's scoring rule, as pure functions:
//   each keyword of a topic found in the message scores 2,
//   each word of the topic's title found in the message scores 1,
//   the highest score wins (the earlier topic on a tie), and 0 gives the fallback answer.
// "Found" means as a whole word or phrase, case-insensitively: 'rf' matches "RF survey", not
// "perfect".

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True when `term` occurs in the (lower-cased) text as a whole word or phrase. */
export function containsTerm(text: string, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return false;
  return new RegExp(`(^|[^a-z0-9])${escapeRegExp(t)}($|[^a-z0-9])`).test(text);
}

/** The words of a topic title: "Fiber Optics & LAN/WAN" -> fiber, optics, lan, wan. */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function scoreTopic(message: string, topic: ChatTopic): number {
  const text = message.toLowerCase();
  let score = 0;
  for (const keyword of topic.keywords) if (containsTerm(text, keyword)) score += 2;
  for (const word of titleWords(topic.title)) if (containsTerm(text, word)) score += 1;
  return score;
}

/** The best-scoring topic, or null when no topic scores above 0. */
export function matchTopic(
  message: string,
  topics: readonly ChatTopic[] = chatTopics,
): { topic: ChatTopic; score: number } | null {
  let best: { topic: ChatTopic; score: number } | null = null;
  for (const topic of topics) {
    const score = scoreTopic(message, topic);
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best;
}

/** Fills {email} and {phone} with the current site settings. */
export function fillPlaceholders(text: string, settings: Pick<SiteSettings, 'email' | 'phone'>) {
  return text.replaceAll('{email}', settings.email).replaceAll('{phone}', settings.phone);
}

/** The bot's reply to a message. */
export function replyTo(
  message: string,
  settings: Pick<SiteSettings, 'email' | 'phone'>,
  topics: readonly ChatTopic[] = chatTopics,
): string {
  const match = matchTopic(message, topics);
  return match ? fillPlaceholders(match.topic.answer, settings) : CHAT_FALLBACK;
}
