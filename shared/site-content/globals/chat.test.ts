import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '../defaults';
import { siteDataSchema, storedSiteDataSchema } from '../schema';

// The chat matches keywords: its name and subtitle (its label) never claim it is "AI".

const withChat = (patch: Partial<typeof defaultSiteData.chat>) => ({
  ...defaultSiteData,
  chat: { ...defaultSiteData.chat, ...patch },
});

describe('the chat’s label', () => {
  it('refuses AI in the name and the subtitle, naming the field', () => {
    for (const [field, value] of [
      ['name', 'AI Engineer'],
      ['name', 'Our A.I. assistant'],
      ['subtitle', 'Powered by artificial intelligence'],
      ['subtitle', 'Ask our ai'],
    ] as const) {
      const result = siteDataSchema.safeParse(withChat({ [field]: value }));
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['chat', field],
        message: expect.stringContaining('must not say AI'),
      });
    }
  });

  it('takes a plain name, words that merely contain the letters, and AI in an answer', () => {
    for (const name of ['Ask us', 'Quick answers', 'Ask Maia', 'Chat with Kai'])
      expect(siteDataSchema.safeParse(withChat({ name })).success, name).toBe(true);
    // What the firm offers may be AI (video analytics): the greeting may say so.
    const greeting = 'Ask about our AI video analytics.';
    expect(siteDataSchema.safeParse(withChat({ greeting })).success).toBe(true);
  });

  it('the built-in chat says what it is, and a version stored before the rule still loads', () => {
    expect(siteDataSchema.safeParse(defaultSiteData).success).toBe(true);
    expect(`${defaultSiteData.chat.name} ${defaultSiteData.chat.subtitle}`).not.toMatch(/\bAI\b/i);
    expect(storedSiteDataSchema.safeParse(withChat({ name: 'AI Engineer' })).success).toBe(true);
  });
});
