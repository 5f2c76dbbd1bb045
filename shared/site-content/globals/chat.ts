import { z } from 'zod';
import { defineGlobal } from '../global';
import { text, type Strictness } from '../fields';

// The chat's own words: its name, greeting, the questions it suggests, its fallback answer, and
// whether the site has a chat at all. What it answers is the Chat Answers collection and the
// published services (client/src/lib/site-data/build-page-data.ts). It matches keywords, so its
// name never claims to be "AI" (docs/decisions/045-the-chat-is-content.md).

/** "AI", "A.I." or "artificial intelligence" as words: what a keyword match must not claim. */
const CLAIMS_AI = /\bA\.?I\b\.?|artificial intelligence/i;

export const CHAT_SUGGESTIONS_MAX = 4;

const label = (field: ReturnType<typeof text>, name: string, { lenient }: Strictness) =>
  field.refine((value) => lenient || !CLAIMS_AI.test(value), {
    error: `${name} must not say AI: the chat matches keywords (call it what it is, e.g. Ask us)`,
  });

const value = (strictness: Strictness) => {
  const { required } = strictness;
  return z.object({
    /** Off: no chat button on any page, and none of the chat's code or data is loaded. */
    enabled: z.boolean({ error: 'Show the chat must be on or off' }),
    /** The chat window's title and its button's label ("Ask us"). */
    name: label(required('Name', 40), 'Name', strictness),
    /** One line under the name ("Quick answers to common questions"). */
    subtitle: label(text('Subtitle', 80), 'Subtitle', strictness),
    /** The first message, as the chat opens; {email} and {phone} are filled in. */
    greeting: required('Greeting', 600),
    /** Questions offered as buttons under the greeting. */
    suggestions: z
      .array(required('Suggestion', 80))
      .max(CHAT_SUGGESTIONS_MAX, `At most ${CHAT_SUGGESTIONS_MAX} suggestions`),
    /** The hint in the empty question field. */
    placeholder: text('Placeholder', 80),
    /** The answer when no topic matches; {email} and {phone} are filled in. */
    fallback: required('Fallback answer', 1000),
  });
};
export type ChatTexts = z.infer<ReturnType<typeof value>>;

export const chat = defineGlobal<ChatTexts>({
  title: 'Chat',
  value,
  parts: {
    enabled: 'switch',
    name: 'name',
    subtitle: 'subtitle',
    greeting: 'greeting',
    suggestions: 'suggestions',
    placeholder: 'placeholder',
    fallback: 'fallback answer',
  },
  verb: 'changed',
  editor: { path: '/admin/chat-settings', icon: 'message-circle', what: 'Editing the chat' },
  defaults: {
    enabled: true,
    name: 'Ask us',
    subtitle: 'Quick answers to common questions',
    greeting:
      'Hello! Ask about wireless and 5G, fiber, satellite links, security systems, traffic informatics or system integration. For anything else, our engineers answer through the contact form.',
    suggestions: [
      'Can you build a private 5G network?',
      'Do you install CCTV?',
      'How can I contact you?',
    ],
    placeholder: 'Ask about 5G, fiber, security...',
    fallback:
      "That's an excellent question! My knowledge in that specific area is still developing. For a detailed answer, I recommend reaching out to our human experts through the contact form. They have deep expertise and would be happy to help!",
  },
});
