import { Bot, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_FALLBACK, CHAT_GREETING, CHAT_REPLY_DELAY_MS } from '~/content/chat-texts';
import { cn } from '~/lib/cn';
import { useSiteSource, type ChatKnowledge } from '~/lib/site-data';
import { replyTo } from './match-topic';

interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'bot';
}

let nextId = 1;
const message = (text: string, sender: ChatMessage['sender']): ChatMessage => ({
  id: nextId++,
  text,
  sender,
});

/**
 * The chat assistant: a non-modal dialog. Opening focuses the input;
 * Escape closes and returns focus to the chat button. While a reply is pending the input and the
 * send button are disabled and 'Typing...' shows; the bot answers after 1500 ms.
 */
export default function ChatWidget({ id, onClose }: { id: string; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message(CHAT_GREETING, 'bot')]);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const source = useSiteSource();
  // What the chat knows is loaded as it opens (the pages do not carry it): by the time the first
  // answer is due (1.5 s) it is here; offline, the answer is the fallback.
  const [knowledge] = useState<Promise<ChatKnowledge | null>>(() =>
    source.chat().catch(() => null),
  );

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  useEffect(() => {
    if (!pending) return;
    const question = [...messages].reverse().find((m) => m.sender === 'user');
    let cancelled = false;
    const due = new Promise((resolve) => setTimeout(resolve, CHAT_REPLY_DELAY_MS));
    void Promise.all([knowledge, due]).then(([known]) => {
      if (cancelled) return;
      // The published topics, e-mail and phone.
      const answer = known ? replyTo(question?.text ?? '', known, known.topics) : CHAT_FALLBACK;
      setMessages((list) => [...list, message(answer, 'bot')]);
      setPending(false);
    });
    return () => {
      cancelled = true;
    };
  }, [pending, messages, knowledge]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || pending) return; // Spec section 5: whitespace is ignored, one question at a time.
    setMessages((list) => [...list, message(text, 'user')]);
    setDraft('');
    setPending(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed bottom-24 right-4 z-[60] flex h-[min(32rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-2xl motion-safe:animate-[chat-in_200ms_ease-out]"
    >
      <div className="flex items-center gap-3 border-b border-border bg-muted/60 px-4 py-3">
        <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            AI Engineer
          </h2>
          <p className="text-xs text-muted-foreground">Automated answers, instantly</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>

      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((m) => (
          <div
            key={m.id}
            data-sender={m.sender}
            className={cn(
              'max-w-[85%] whitespace-pre-line rounded-2xl px-3.5 py-2.5 text-sm leading-6',
              m.sender === 'user'
                ? 'ml-auto rounded-br-sm bg-primary text-primary-foreground'
                : 'rounded-bl-sm bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{m.sender === 'user' ? 'You: ' : 'AI Engineer: '}</span>
            {m.text}
          </div>
        ))}
        {pending && (
          <p className="text-sm italic text-muted-foreground" data-testid="chat-typing">
            Typing...
          </p>
        )}
      </div>

      <form onSubmit={send} className="flex items-center gap-2 border-t border-border p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          Your question
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={pending}
          placeholder="Ask about 5G, fiber, security..."
          autoComplete="off"
          className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={pending}
          aria-label="Send"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-primary text-primary-foreground disabled:opacity-60"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
