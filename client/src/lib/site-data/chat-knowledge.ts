import { isSampleItem } from '@shared/site-content/samples';
import type { ChatTopic, Service, SiteData } from '@shared/site-content/schema';
import { sitePaths } from '@shared/site-content/site-paths';
import type { ChatKnowledge, ChatLink } from './page-data';

// What the chat knows, from one version of the content (/_data/chat.json, rendered with the
// pages): its own words (the chat global), its topics, and one topic per published service.
// A service's answers follow the published service: a topic of a removed service is never
// offered; a renamed one is matched and linked by its new name; a sample answer is not given
// for a service the firm has made its own (its summary is). docs/decisions/045.

const serviceLink = (service: Service): ChatLink => ({
  label: service.title,
  href: sitePaths.service(service.slug),
});

/** The topic of a service: its keywords, matched by the service's title, linked to its page. */
function forService(topic: ChatTopic, service: Service) {
  // The built-in answer speaks of the built-in service: once the firm has rewritten the service,
  // its own summary answers until the topic is rewritten too.
  const stale = isSampleItem('chatTopics', topic) && !isSampleItem('services', service);
  return {
    title: service.title,
    keywords: topic.keywords,
    answer: stale ? service.summary : topic.answer,
    link: serviceLink(service),
  };
}

/** The chat's knowledge of `content`; null when the chat is switched off. */
export function buildChatKnowledge(content: SiteData): ChatKnowledge | null {
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
    topics.push(forService(topic, service));
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
      link: serviceLink(service),
    });
  }
  return { texts, topics, email: content.settings.email, phone: content.settings.phone };
}
