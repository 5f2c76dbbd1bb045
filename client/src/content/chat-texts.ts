// The chat assistant's own texts (spec section 5). What it knows (topics, keywords, answers) is
// published content (shared/site-content/defaults/chat-topics.ts holds the built-in topics),
// loaded when the chat opens; the matching rules live in features/chat/match-topic.ts.

export const CHAT_GREETING =
  "Hello! I'm the AI Engineer. Ask me about wireless and 5G, fiber, satellite links, security systems, traffic informatics or system integration.";

export const CHAT_FALLBACK =
  "That's an excellent question! My knowledge in that specific area is still developing. For a detailed answer, I recommend reaching out to our human experts through the contact form. They have deep expertise and would be happy to help!";

export const CHAT_REPLY_DELAY_MS = 1500;
