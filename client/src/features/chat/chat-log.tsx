import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { unprefixedPath } from '@shared/site-content/site-paths';
import { cn } from '~/lib/cn';
import { useSiteFrame } from '~/lib/site-data';
import type { Messages } from '@shared/messages/catalogues';
import type { ChatReply } from './match-topic';

export interface ChatMessage extends ChatReply {
  id: number;
  sender: 'user' | 'bot';
}

/**
 * The conversation: each message (an answer with the page it points to), 'Typing...' while a
 * reply is pending, and the suggested questions until the visitor has asked one.
 */
export function ChatLog({
  name,
  t,
  messages,
  pending,
  suggestions,
  onSuggestion,
}: {
  name: string;
  /** The chat's built-in texts, in the site's language. */
  t: Messages['chat'];
  messages: ChatMessage[];
  pending: boolean;
  suggestions: string[];
  onSuggestion: (question: string) => void;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  // A language's answers link its own pages (/fr/services/x); its router adds the prefix itself.
  const { base } = useSiteFrame();

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={t.conversation()}
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
              ? 'ms-auto rounded-ee-sm bg-primary text-primary-foreground'
              : 'rounded-es-sm bg-muted text-foreground',
          )}
        >
          <span className="sr-only">{m.sender === 'user' ? t.you() : t.bot({ name })}</span>
          {m.text}
          {m.link && (
            <Link
              to={unprefixedPath(base, m.link.href)}
              className="mt-2 flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              {t.readMore({ label: m.link.label })}
              <ArrowRight className="h-3.5 w-3.5" aria-hidden="true" />
            </Link>
          )}
        </div>
      ))}
      {suggestions.length > 0 && (
        <ul aria-label={t.suggestions()} className="flex flex-wrap gap-2">
          {suggestions.map((question) => (
            <li key={question}>
              <button
                type="button"
                disabled={pending}
                onClick={() => onSuggestion(question)}
                className="rounded-full border border-border bg-background px-3 py-1.5 text-start text-xs hover:border-primary hover:text-primary disabled:opacity-60"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending && (
        <p className="text-sm italic text-muted-foreground" data-testid="chat-typing">
          {t.typing()}
        </p>
      )}
    </div>
  );
}
