import { useEffect, useState, type ComponentType } from 'react';

// The floating chat button appears after 2 s. Nothing of it is in the prerendered page, so its
// code is a chunk of its own, fetched once the page has hydrated (the first load does not carry
// it) and shown when the delay has passed. Rendered directly once loaded, not through Suspense:
// a Suspense reveal waits on a timer of React's own, which would add to the 2 s.
const CHAT_BUTTON_DELAY_MS = 2000;

export function ChatLauncher() {
  const [ChatButton, setChatButton] = useState<ComponentType | null>(null);

  useEffect(() => {
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
  }, []);

  return ChatButton ? <ChatButton /> : null;
}
