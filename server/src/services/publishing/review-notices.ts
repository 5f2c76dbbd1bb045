import { mayReview, type RoleHolder } from '@shared/vocabularies/roles';
import type { ReviewRow } from '../../repositories/content-reviews-repository';
import type { FirmNamesOf } from '../notifications/firm';
import type { StaffMail } from '../notifications/outbox-worker';
import type { PublishedBy } from './publisher';

/** What became of an approval given in one step with a publish or a schedule. */
export type ApprovalOutcome =
  | { kind: 'approved' }
  | { kind: 'published'; version: number }
  | { kind: 'scheduled'; local: string; timeZone: string };

export interface ReviewNoticeDeps {
  /** The accounts not disabled, with what they hold. */
  accounts: () => readonly (RoleHolder & { id: string; email: string })[];
  /** Queues mails through the notification outbox (nothing when mail is off). */
  mail: (mails: readonly StaffMail[]) => void;
  firm: FirmNamesOf;
  /** `<PUBLIC_ORIGIN>/admin/reviews`, or null when the origin is not set. */
  reviewsUrl: string | null;
  /** The version's summary of changes ("phone changed"). */
  summaryOf: (version: number) => string;
  approvalsNeeded: (row: ReviewRow) => number;
}

/**
 * The mails of review before publishing (issue 52): a request to every reviewer (owners and
 * holders of the reviewer grant, never the requester), and each answer to the requester.
 */
export function createReviewNotices(deps: ReviewNoticeDeps) {
  const where = deps.reviewsUrl
    ? `Open the reviews: ${deps.reviewsUrl}\n`
    : 'Open Reviews in the admin area.\n';
  const site = () => `the ${deps.firm().name} website`;

  return {
    requested(row: ReviewRow): void {
      const needed = deps.approvalsNeeded(row);
      const subject = `Review requested: version ${row.version} of ${site()}`;
      const text =
        `${row.requested_by_email} asks for a review of version ${row.version} of ${site()} ` +
        `before it goes live: ${deps.summaryOf(row.version)}.\n\n` +
        (row.message ? `Their message: “${row.message}”\n\n` : '') +
        (needed > 1 ? `It needs ${needed} approvals: the legal pages changed.\n\n` : '') +
        where;
      deps.mail(
        deps
          .accounts()
          .filter((a) => a.id !== row.requested_by && mayReview(a))
          .map((a) => ({ to: a.email, subject, text })),
      );
    },

    approved(row: ReviewRow, by: PublishedBy, outcome: ApprovalOutcome = { kind: 'approved' }) {
      const needed = deps.approvalsNeeded(row);
      const done = row.approvals.length >= needed;
      const what =
        outcome.kind === 'published'
          ? ` and published it: it is live as version ${outcome.version}.`
          : outcome.kind === 'scheduled'
            ? ` and scheduled it to go live on ${outcome.local} (${outcome.timeZone}).`
            : done
              ? '. It is approved: publish it, or schedule it, on the Reviews page.'
              : ` (${row.approvals.length} of ${needed} approvals: the legal pages changed). ` +
                'It needs another reviewer before it goes live.';
      deps.mail([
        {
          to: row.requested_by_email,
          subject: `${done ? 'Approved' : 'Approved once'}: version ${row.version} of ${site()}`,
          text: `${by.email} approved version ${row.version} of ${site()}${what}\n\n${where}`,
        },
      ]);
    },

    changesRequested(row: ReviewRow, by: PublishedBy, comment: string): void {
      deps.mail([
        {
          to: row.requested_by_email,
          subject: `Changes requested: version ${row.version} of ${site()}`,
          text:
            `${by.email} asks for changes to version ${row.version} of ${site()}:\n\n` +
            `${comment}\n\nEdit, save, and publish again to ask for a new review.\n${where}`,
        },
      ]);
    },
  };
}

export type ReviewNotices = ReturnType<typeof createReviewNotices>;
