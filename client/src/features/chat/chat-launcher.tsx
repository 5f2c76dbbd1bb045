import { useEffect, useState, type ComponentType } from 'react';
import { useSiteFrame } from '~/lib/site-data';

// The floating chat button appears after 2 s. Nothing of it is in the prerendered page, so its
// code is a chunk of its own, fetched once the page has hydrated (the first load does not carry
// it) and shown when the delay has passed. Rendered directly once loaded, not through Suspense:
// a Suspense reveal waits on a timer of React's own, which would add to the 2 s. With the chat
// switched off (the content's chat settings), nothing of it is fetched at all.
const CHAT_BUTTON_DELAY_MS = 2000;

type ChatButtonComponent = ComponentType<{ name: string }>;

export function ChatLauncher() {
  const { chat } = useSiteFrame();
  const on = chat !== null;
  const [ChatButton, setChatButton] = useState<ChatButtonComponent | null>(null);

  useEffect(() => {
    if (!on) return;
    let cancelled = false;
    const loading = import('./chat-button');
    const timer = setTimeout(() => {
      loading.then(
        (module) => {
          if (!cancelled) setChatButton(() => module.default);
        },
        () => {}, // Offline: no chat button; the contact form and phone number remain.
      );
    }, CHAT_BUTTON_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [on]);

  return chat && ChatButton ? <ChatButton name={chat.name} /> : null;
}
