import { Link } from 'react-router';
import { registration } from '@shared/lead-kinds/registration';
import { paths } from '~/config/paths';
import { LeadForm } from '~/features/lead-forms';
import type { EventSignUp } from '~/lib/site-data';
import { useNow } from '~/lib/use-now';
import english from '@shared/messages/compiled/en/pages.js';
import { useMessages } from '~/lib/messages';

/**
 * An event's sign-up form while its registration is open, else why it is not (its page, a form
 * block of the firm's own pages). Over capacity the form's answer says the visitor is on the
 * waiting list. Whether it is still open is read from the visitor's clock once the page runs;
 * the server refuses a late registration anyway (409 event_closed).
 */
export function EventSignUpForm({ event }: { event: EventSignUp }) {
  const now = useNow(event.asOf);
  const t = useMessages('pages', english);
  const state = now >= event.ends ? 'over' : now >= event.closes ? 'closed' : 'open';
  if (state !== 'open') {
    return (
      <p className="mt-2 text-muted-foreground">
        {state === 'over' ? t.eventOver() : t.registrationClosed({ when: event.closesText })}{' '}
        <Link to={paths.events} className="text-primary hover:underline">
          {t.seeUpcoming()}
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <p className="mb-6 mt-2 text-sm text-muted-foreground">
        {t.registrationCloses({ when: event.closesText })}
      </p>
      <LeadForm
        kind="registration"
        facts={registration}
        label={t.registrationFor({ title: event.title })}
        values={{ event: event.slug }}
      />
    </>
  );
}
