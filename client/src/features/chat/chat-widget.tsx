import { MessageCircle, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import english from '@shared/messages/compiled/en/chat.js';
import { useMessages } from '~/lib/messages';
import { useSiteLocale, useSiteSource, type ChatKnowledge } from '~/lib/site-data';
import { ENGLISH, loadChatLanguage } from './chat-language';
import { ChatLog, type ChatMessage } from './chat-log';
import { fillPlaceholders, replyTo, type ChatReply } from './match-topic';

/** Spec section 4: the reply comes 1500 ms after the question. */
const CHAT_REPLY_DELAY_MS = 1500;

let nextId = 1;
const message = (sender: ChatMessage['sender'], reply: ChatReply): ChatMessage => ({
  id: nextId++,
  sender,
  ...reply,
});

/**
 * The chat: a non-modal dialog that answers questions from the published topics by keyword
 * (./match-topic.ts). Its words (greeting, suggestions, fallback) are content, loaded as it opens
 * with what it knows. Opening focuses the input; Escape closes and returns focus to the chat
 * button. While a reply is pending the input and the send button are disabled and 'Typing...'
 * shows; the answer comes after 1500 ms.
 */
export default function ChatWidget({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  /** The question being answered: the input waits meanwhile. */
  const [question, setQuestion] = useState<string | null>(null);
  const pending = question !== null;
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const source = useSiteSource();
  const locale = useSiteLocale();
  const t = useMessages('chat', english);
  /** Without the chat's file (offline, or the chat just switched off), nothing can be matched. */
  const [unreachable] = useState<ChatReply>(() => ({ text: t.unreachable(), link: null }));
  // What the chat knows is loaded as it opens (the pages do not carry it): by the time the first
  // answer is due (1.5 s) it is here.
  const [knowledge] = useState<Promise<ChatKnowledge | null>>(() =>
    source.chat().catch(() => null),
  );
  const [known, setKnown] = useState<ChatKnowledge | null | undefined>(undefined);
  // How the page's language is read (its stemmer: a chunk of its own), loaded alongside.
  const [language] = useState(() => loadChatLanguage(locale).catch(() => ENGLISH));

  useEffect(() => {
    let cancelled = false;
    void knowledge.then((k) => {
      if (cancelled) return;
      setKnown(k);
      const greeting = k ? { text: fillPlaceholders(k.texts.greeting, k), link: null } : null;
      setMessages((list) => [message('bot', greeting ?? unreachable), ...list]);
    });
    return () => {
      cancelled = true;
    };
  }, [knowledge, unreachable]);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  useEffect(() => {
    if (question === null) return;
    let cancelled = false;
    const due = new Promise((resolve) => setTimeout(resolve, CHAT_REPLY_DELAY_MS));
    void Promise.all([knowledge, language, due]).then(([k, words]) => {
      if (cancelled) return;
      const reply = k ? replyTo(question, k, words) : unreachable;
      setMessages((list) => [...list, message('bot', reply)]);
      setQuestion(null);
    });
    return () => {
      cancelled = true;
    };
  }, [question, knowledge, unreachable, language]);

  const ask = (question: string) => {
    const text = question.trim();
    if (!text || pending) return; // Spec section 5: whitespace is ignored, one question at a time.
    setMessages((list) => [...list, message('user', { text, link: null })]);
    setDraft('');
    setQuestion(text);
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  const asked = messages.some((m) => m.sender === 'user');
  const suggestions = !asked && known ? known.texts.suggestions : [];

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed bottom-24 end-4 z-[60] flex h-[min(32rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-2xl motion-safe:animate-[chat-in_200ms_ease-out]"
    >
      <div className="flex items-center gap-3 border-b border-border bg-muted/60 px-4 py-3">
        <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-primary/15 text-primary">
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            {name}
          </h2>
          {known?.texts.subtitle && (
            <p className="text-xs text-muted-foreground">{known.texts.subtitle}</p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t.closeDialog()}
          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>

      <ChatLog
        name={name}
        t={t}
        messages={messages}
        pending={pending}
        suggestions={suggestions}
        onSuggestion={ask}
      />

      <form onSubmit={send} className="flex items-center gap-2 border-t border-border p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t.question()}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={pending}
          placeholder={known?.texts.placeholder}
          autoComplete="off"
          className="h-10 flex-1 rounded-md border border-input bg-background px-3 text-sm placeholder:text-muted-foreground disabled:opacity-60"
        />
        <button
          type="submit"
          disabled={pending}
          aria-label={t.send()}
          className="inline-flex h-10 w-10 items-center justify-center rounded-md bg-primary text-primary-foreground disabled:opacity-60"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
