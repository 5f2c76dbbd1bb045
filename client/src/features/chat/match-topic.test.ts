import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { buildChatKnowledge } from '~/lib/site-data/chat-knowledge';
import {
  containsPhrase,
  matchTopic,
  replyTo,
  scoreTopic,
  terms,
  titleWords,
  type ChatTopic,
} from './match-topic';

// What the chat knows of the built-in content, with other contact details.
const known = {
  ...buildChatKnowledge(defaultSiteData)!,
  email: 'hello@example.test',
  phone: '+1 555 0100',
};
const chatTopics = known.topics;
const FALLBACK = defaultSiteData.chat.fallback;

const topic = (title: string, keywords: string[], answer = title): ChatTopic => ({
  title,
  keywords,
  answer,
  link: null,
});

describe('chat matcher', () => {
  it('scores 2 per keyword and 1 per title word found', () => {
    const t = topic('Fiber Optics & LAN/WAN', ['fiber', 'otdr']);
    expect(titleWords(t.title)).toEqual(['fiber', 'optic', 'lan', 'wan']);
    // 'fiber' is a keyword (+2) and a title word (+1); 'otdr' +2; 'wan' +1.
    expect(scoreTopic('Fiber OTDR testing over the WAN', t)).toBe(6);
    expect(scoreTopic('nothing relevant', t)).toBe(0);
  });

  it('matches whole words and phrases only, case-insensitively', () => {
    const has = (text: string, term: string) => containsPhrase(terms(text), terms(term));
    expect(has('RF survey', 'rf')).toBe(true);
    expect(has('a perfect day', 'rf')).toBe(false);
    expect(has('we need access control here', 'access control')).toBe(true);
    expect(has('control of access', 'access control')).toBe(false);
    expect(has('is 5G ready?', '5g')).toBe(true);
    expect(scoreTopic('CCTV cameras', topic('X', ['cctv']))).toBe(2);
  });

  it('matches word forms, ignores punctuation and accents, counts each keyword once', () => {
    expect(terms('Installing SATELLITES, fibres & fibers... café')).toEqual([
      'instal',
      'satellit',
      'fibr',
      'fiber',
      'cafe',
    ]);
    expect(scoreTopic('cameras', topic('X', ['camera', 'cameras']))).toBe(2);
    expect(scoreTopic('access controls', topic('X', ['access control']))).toBe(2);
  });

  it('ignores stop words, in keywords and in messages, but keeps acronyms in capitals', () => {
    expect(terms('What are its benefits?')).toEqual(['benefit']);
    expect(scoreTopic('What are its benefits?', topic('X', ['its', 'the']))).toBe(0);
    expect(scoreTopic('We run ITS on the motorway', topic('X', ['ITS']))).toBe(2);
    expect(scoreTopic('WHAT ARE ITS BENEFITS', topic('X', ['ITS']))).toBe(0);
  });

  it('picks the highest score, and the earlier topic on a tie', () => {
    const a = topic('Alpha', ['shared']);
    const b = topic('Beta', ['shared', 'extra']);
    expect(matchTopic('shared extra', [a, b])?.topic.title).toBe('Beta');
    expect(matchTopic('shared', [a, b])?.topic.title).toBe('Alpha');
    expect(matchTopic('shared', [b, a])?.topic.title).toBe('Beta');
  });

  it('answers the fallback text word for word when nothing scores', () => {
    expect(matchTopic('How is the weather?', chatTopics)).toBeNull();
    // The spec's fallback, as the built-in chat has it.
    expect(replyTo('How is the weather?', known)).toEqual({
      text: "That's an excellent question! My knowledge in that specific area is still developing. For a detailed answer, I recommend reaching out to our human experts through the contact form. They have deep expertise and would be happy to help!",
      link: null,
    });
    expect(replyTo('', known).text).toBe(FALLBACK);
    // The firm's own fallback, its contact details filled in.
    const own = { ...known, texts: { ...known.texts, fallback: 'Write to {email}.' } };
    expect(replyTo('How is the weather?', own).text).toBe('Write to hello@example.test.');
  });

  it('has the eight topics of the spec, each reachable by its own keywords', () => {
    expect(chatTopics.map((t) => t.title)).toEqual([
      'Wireless Systems',
      'Fiber Optics & LAN/WAN',
      'Satellite Communications',
      'Security System Design',
      'Road Traffic Informatics',
      'System Integration',
      'General Contact',
      'Case Studies',
    ]);
    expect(matchTopic('Can you deploy private 5G with CBRS?', chatTopics)?.topic.title).toBe(
      'Wireless Systems',
    );
    expect(matchTopic('We need OTDR certified fiber splicing', chatTopics)?.topic.title).toBe(
      'Fiber Optics & LAN/WAN',
    );
    expect(matchTopic('VSAT or LEO for a remote site?', chatTopics)?.topic.title).toBe(
      'Satellite Communications',
    );
    expect(matchTopic('CCTV cameras and access control', chatTopics)?.topic.title).toBe(
      'Security System Design',
    );
    expect(matchTopic('adaptive traffic signal and ANPR', chatTopics)?.topic.title).toBe(
      'Road Traffic Informatics',
    );
    expect(matchTopic('multi-vendor integration and a NOC', chatTopics)?.topic.title).toBe(
      'System Integration',
    );
    expect(matchTopic('What is your phone number?', chatTopics)?.topic.title).toBe(
      'General Contact',
    );
    expect(matchTopic('Show me a case study', chatTopics)?.topic.title).toBe('Case Studies');
  });

  it('gives the General Contact answer with the current settings', () => {
    const answer = replyTo('How can I contact you by email?', known).text;
    expect(answer).toContain('hello@example.test');
    expect(answer).toContain('+1 555 0100');
    expect(answer).not.toMatch(/\{email\}|\{phone\}/);
    const other = replyTo('How can I contact you by email?', {
      ...known,
      email: 'new@firm.test',
      phone: '000',
    });
    expect(other.text).toContain('new@firm.test');
  });
});
