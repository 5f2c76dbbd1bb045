import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import type { SiteData } from '@shared/site-content/schema';
import { sitePaths } from '@shared/site-content/site-paths';
import { matchTopic, replyTo } from './match-topic';
import { buildChatKnowledge } from '~/lib/site-data/chat-knowledge';

// What the chat knows follows the published content: the chat's own words, and answers about
// services from the services as published (docs/decisions/045).

const knowledgeOf = (content: SiteData) => buildChatKnowledge(content)!;
const [, fiber, satellite, security] = defaultSiteData.services;

describe('the chat’s knowledge', () => {
  it('speaks the chat’s published words, and is nothing when the chat is off', () => {
    const chat = { ...defaultSiteData.chat, greeting: 'Hi! Mail {email}.', name: 'Ask Northwind' };
    const known = knowledgeOf({ ...defaultSiteData, chat });
    expect(known.texts).toMatchObject({ greeting: 'Hi! Mail {email}.', name: 'Ask Northwind' });
    expect(known.texts).not.toHaveProperty('enabled');
    expect(
      buildChatKnowledge({ ...defaultSiteData, chat: { ...chat, enabled: false } }),
    ).toBeNull();
  });

  it('never offers a removed service, even where its topic stays', () => {
    const content = {
      ...defaultSiteData,
      services: defaultSiteData.services.filter((s) => s.id !== satellite!.id),
    };
    const known = knowledgeOf(content);
    expect(known.topics.map((t) => t.title)).not.toContain(satellite!.title);
    expect(matchTopic('Is Starlink good enough for an oil rig?', known.topics)).toBeNull();
    expect(replyTo(`Tell me about ${satellite!.title}`, known)).toEqual({
      text: content.chat.fallback,
      link: null,
    });
  });

  it('answers a renamed service by its new name, with its page', () => {
    const renamed = { ...fiber!, title: 'Campus Networks', slug: 'campus-networks' };
    const content = {
      ...defaultSiteData,
      services: defaultSiteData.services.map((s) => (s.id === fiber!.id ? renamed : s)),
    };
    const reply = replyTo('Do you build campus networks?', knowledgeOf(content));
    expect(reply.link).toEqual({
      label: 'Campus Networks',
      href: sitePaths.service('campus-networks'),
    });
    // Its topic's keywords still find it.
    expect(replyTo('We need OTDR tests', knowledgeOf(content)).link?.label).toBe('Campus Networks');
  });

  it('gives a sample answer only for a sample service: the firm’s own service answers itself', () => {
    const sample = replyTo('Do you do CCTV?', knowledgeOf(defaultSiteData));
    expect(sample.text).toContain('false alarms by 75%');
    expect(sample.link).toEqual({
      label: security!.title,
      href: sitePaths.service(security!.slug),
    });
    const own = { ...security!, summary: 'Cameras and access control, designed and maintained.' };
    const content = {
      ...defaultSiteData,
      services: defaultSiteData.services.map((s) => (s.id === own.id ? own : s)),
    };
    expect(replyTo('Do you do CCTV?', knowledgeOf(content)).text).toBe(own.summary);
    // A topic the firm rewrote answers as written, whatever the service.
    const topics = content.chatTopics.map((t) =>
      t.serviceId === own.id ? { ...t, answer: 'Yes: ask for Dana.' } : t,
    );
    expect(replyTo('Do you do CCTV?', knowledgeOf({ ...content, chatTopics: topics })).text).toBe(
      'Yes: ask for Dana.',
    );
  });

  it('matches a service without a topic by its title, and links it', () => {
    const drone = {
      ...defaultSiteData.services[0]!,
      id: 77,
      slug: 'drone-inspection',
      title: 'Drone Inspection',
      summary: 'Tower and line inspections from the air.',
    };
    const content = { ...defaultSiteData, services: [...defaultSiteData.services, drone] };
    const known = knowledgeOf(content);
    expect(known.topics).toHaveLength(defaultSiteData.chatTopics.length + 1);
    expect(replyTo('Can you do drone inspections of our towers?', known)).toEqual({
      text: 'Tower and line inspections from the air.',
      link: { label: 'Drone Inspection', href: sitePaths.service('drone-inspection') },
    });
    // A service with a topic of its own (linked, or of the same title) gets no second one.
    expect(knowledgeOf(defaultSiteData).topics.map((t) => t.title)).toEqual(
      defaultSiteData.chatTopics.map((t) => t.title),
    );
  });

  it('answers with the topics as published: an edited answer, a removed topic', () => {
    const edited = {
      ...defaultSiteData,
      chatTopics: defaultSiteData.chatTopics.map((t) =>
        t.title === 'General Contact' ? { ...t, answer: 'Call {phone} or write to {email}.' } : t,
      ),
    };
    const { phone, email } = defaultSiteData.settings;
    expect(replyTo('What is your phone number?', knowledgeOf(edited)).text).toBe(
      `Call ${phone} or write to ${email}.`,
    );
  });

  it('links a language’s own pages, under its prefix', () => {
    const links = (prefix?: string) =>
      buildChatKnowledge(defaultSiteData, prefix)!.topics.flatMap((t) => t.link?.href ?? []);
    expect(links()).toContain(sitePaths.service(fiber!.slug));
    expect(links('/fr')).toEqual(links().map((href) => `/fr${href}`));
  });
});
