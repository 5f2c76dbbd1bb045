import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import english from '@shared/messages/compiled/en/chat.js';
import { cn } from '~/lib/cn';
import { useMessages } from '~/lib/messages';
import { useSiteSource } from '~/lib/site-data';

// The floating chat button (shown by ./chat-launcher.tsx), labelled with the chat's published
// name. The chat itself is a lazy chunk, and what it knows a small file of the published content:
// both are fetched when the visitor shows interest (hover, focus) or opens it.
const loadChatWidget = () => import('./chat-widget');
const ChatWidget = lazy(loadChatWidget);

const CHAT_DIALOG_ID = 'chat-dialog';

export default function ChatButton({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const source = useSiteSource();
  const t = useMessages('chat', english);
  const prefetch = () => {
    void loadChatWidget();
    source.chat().catch(() => {}); // kept by the source; the widget reports a failure
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {open && (
        <Suspense>
          <ChatWidget id={CHAT_DIALOG_ID} name={name} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t.close({ name }) : t.open({ name })}
        aria-expanded={open}
        aria-controls={open ? CHAT_DIALOG_ID : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'fixed bottom-5 end-5 z-[60] inline-flex h-14 w-14 items-center justify-center rounded-full',
          'bg-primary text-primary-foreground shadow-lg shadow-primary/25 transition-transform hover:scale-105',
          'motion-safe:animate-[chat-in_300ms_ease-out]',
        )}
      >
        {open ? (
          <X className="h-6 w-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="h-6 w-6" aria-hidden="true" />
        )}
      </button>
    </>
  );
}
