import { lazy, Suspense, useEffect, useState } from 'react';

// The floating chat button appears after 2 s. Nothing of it is in the prerendered page, so its
// code is a chunk of its own, fetched when the delay has passed: the first load does not carry it.
const ChatButton = lazy(() => import('./chat-button'));
const CHAT_BUTTON_DELAY_MS = 2000;

export function ChatLauncher() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), CHAT_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return visible ? (
    <Suspense>
      <ChatButton />
    </Suspense>
  ) : null;
}
