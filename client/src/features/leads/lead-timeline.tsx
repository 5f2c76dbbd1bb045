import { describeVisit } from '@shared/schemas/analytics';
import { STAGE_LABELS, type LeadStage, type TimelineEntry } from '@shared/schemas/lead-work';
import { formatReceived } from './lead-format';

function who(actor: TimelineEntry['actor'], me: string | null): string {
  if (!actor) return '';
  return actor.id === me ? 'you' : (actor.email ?? 'a former admin');
}

const stageLabel = (stage: string | null | undefined) =>
  stage ? (STAGE_LABELS[stage as LeadStage] ?? stage) : '';

/** Why the server gave a lead back to nobody (its owner's account changed). */
const RELEASED = {
  owner_disabled: 'was disabled',
  owner_role_changed: 'no longer works leads',
} satisfies Record<NonNullable<TimelineEntry['reason']>, string>;

/** One line of the timeline, as a sentence. */
export function describeEntry(entry: TimelineEntry, me: string | null): string {
  const by = entry.actor ? ` by ${who(entry.actor, me)}` : '';
  switch (entry.type) {
    case 'landed':
      return entry.attribution ? describeVisit(entry.attribution) : 'Landed on the site';
    case 'received':
      return 'Received from the site';
    case 'viewed':
      return `Opened${by}`;
    case 'assigned':
      return entry.assignee
        ? `Assigned to ${entry.assignee.id === me ? 'you' : (entry.assignee.email ?? 'a former admin')}${by}`
        : `Unassigned${by}${entry.reason ? `: ${who(entry.previous ?? null, me) || 'its owner'} ${RELEASED[entry.reason]}` : ''}`;
    case 'stage_changed':
      return `Moved to ${stageLabel(entry.stage)}${by}`;
    case 'status_changed':
      return `Marked ${entry.status}${by}`;
    case 'follow_up_set':
      return entry.follow_up_at
        ? `Follow-up set for ${formatReceived(entry.follow_up_at)}${by}`
        : `Follow-up cleared${by}`;
    case 'note':
      return `Note${by}`;
    case 'notification_sent':
      return CHANNEL_SENT[entry.channel ?? ''] ?? 'E-mail notification sent';
    case 'notification_resent':
      return `${entry.channel === 'webhook' ? 'Webhook' : 'E-mail notification'} queued again${by}`;
    case 'acknowledgement_sent':
      return 'Acknowledgement e-mailed to the requester';
  }
}

/** What a notification sent on a channel other than the firm's e-mail says in the timeline. */
const CHANNEL_SENT: Record<string, string> = {
  webhook: 'Sent to the webhook',
  reminder: 'Event reminder e-mailed to the attendee',
};

/** What happened to a lead, oldest first; notes show their text. */
export function LeadTimeline({ entries, me }: { entries: TimelineEntry[]; me: string | null }) {
  return (
    <ol aria-label="Timeline" className="space-y-2 border-s border-border ps-4 text-sm">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.3rem] top-1.5 h-2 w-2 rounded-full bg-primary"
          />
          <p>
            {describeEntry(entry, me)}{' '}
            <time dateTime={entry.at} className="text-xs text-muted-foreground">
              {formatReceived(entry.at)}
            </time>
          </p>
          {entry.note && (
            <p className="mt-1 whitespace-pre-wrap break-words rounded-md border border-border bg-muted/50 p-2">
              {entry.note.body}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
