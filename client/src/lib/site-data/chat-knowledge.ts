import { isSampleItem } from '@shared/site-content/samples';
import type { ChatTopic, Service, SiteData } from '@shared/site-content/schema';
import { prefixedPath, sitePaths } from '@shared/site-content/site-paths';
import type { ChatKnowledge, ChatLink } from './page-data';

// What the chat knows, from one version of the content (/_data/chat.json, rendered with the
// pages): its own words (the chat global), its topics, and one topic per published service.
// A service's answers follow the published service: a topic of a removed service is never
// offered; a renamed one is matched and linked by its new name; a sample answer is not given
// for a service the firm has made its own (its summary is). docs/decisions/045. Another
// language's knowledge is built from the content as it reads it, its links under its prefix
// (/fr/_data/chat.json, decision 054 section i54-chat-404).

const serviceLink = (service: Service, prefix: string): ChatLink => ({
  label: service.title,
  href: prefixedPath(prefix, sitePaths.service(service.slug)),
});

/** The topic of a service: its keywords, matched by the service's title, linked to its page. */
function forService(topic: ChatTopic, service: Service, prefix: string) {
  // The built-in answer speaks of the built-in service: once the firm has rewritten the service,
  // its own summary answers until the topic is rewritten too.
  const stale = isSampleItem('chatTopics', topic) && !isSampleItem('services', service);
  return {
    title: service.title,
    keywords: topic.keywords,
    answer: stale ? service.summary : topic.answer,
    link: serviceLink(service, prefix),
  };
}

/**
 * The chat's knowledge of `content` (a language's: its links under `prefix`); null when the
 * chat is switched off.
 */
export function buildChatKnowledge(content: SiteData, prefix = ''): ChatKnowledge | null {
  const { enabled, ...texts } = content.chat;
  if (!enabled) return null;
  const services = new Map(content.services.map((s) => [s.id, s]));
  const answered = new Set<number>();
  const topics: ChatKnowledge['topics'] = [];
  for (const topic of content.chatTopics) {
    if (topic.serviceId === null) {
      const { title, keywords, answer } = topic;
      topics.push({ title, keywords, answer, link: null });
      continue;
    }
    const service = services.get(topic.serviceId);
    if (!service) continue; // Its service is no longer published: never offered.
    answered.add(service.id);
    topics.push(forService(topic, service, prefix));
  }
  // A service without a topic (linked, or an unlinked one of its title) is matched by its title.
  const titled = new Set(
    content.chatTopics.filter((t) => t.serviceId === null).map((t) => t.title.trim().toLowerCase()),
  );
  for (const service of content.services) {
    if (answered.has(service.id) || titled.has(service.title.trim().toLowerCase())) continue;
    topics.push({
      title: service.title,
      keywords: [],
      answer: service.summary,
      link: serviceLink(service, prefix),
    });
  }
  return { texts, topics, email: content.settings.email, phone: content.settings.phone };
}
