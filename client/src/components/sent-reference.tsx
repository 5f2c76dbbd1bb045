import english from '@shared/messages/compiled/en/forms.js';
import { useMessages } from '~/lib/messages';

/**
 * What a form says once its lead is stored: the reference to quote, kept on the page (the toast
 * goes after five seconds) until the visitor edits the form again. A live region, so screen
 * readers announce it.
 */
export function SentReference({
  reference,
  said,
}: {
  reference?: string | undefined;
  /** What is said before it: "Your message is in.", or how it was stored (the waiting list). */
  said?: string | undefined;
}) {
  const t = useMessages('forms', english);
  return (
    <p role="status" data-sent-reference className="text-sm text-muted-foreground">
      {reference && (
        <>
          {said} {t.yourReference()}{' '}
          <strong className="font-semibold tabular-nums text-foreground">{reference}</strong>
        </>
      )}
    </p>
  );
}
