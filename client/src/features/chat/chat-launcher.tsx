import { MessageSquareText, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { CHAT_BUTTON_DELAY_MS } from '~/content/chat-topics';
import { cn } from '~/lib/cn';

// The floating chat button: appears after 2 s. The chat itself is a lazy chunk,
// fetched when the visitor shows interest (hover, focus) or opens it.
const loadChatWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadChatWidget);

export const CHAT_DIALOG_ID = 'chat-dialog';

export function ChatLauncher() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), CHAT_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {open && (
        <Suspense>
          <ChatWidget id={CHAT_DIALOG_ID} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Close chat with the AI Engineer' : 'Chat with the AI Engineer'}
        aria-expanded={open}
        aria-controls={open ? CHAT_DIALOG_ID : undefined}
        onPointerEnter={() => void loadChatWidget()}
        onFocus={() => void loadChatWidget()}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'fixed bottom-5 right-5 z-[60] inline-flex h-14 w-14 items-center justify-center rounded-full',
          'bg-primary text-primary-foreground shadow-lg shadow-primary/25 transition-transform hover:scale-105',
          'motion-safe:animate-[chat-in_300ms_ease-out]',
        )}
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <MessageSquareText className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
    </>
  );
}
