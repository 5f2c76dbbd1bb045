import { describeVisit } from '@shared/schemas/analytics';
import { STAGE_LABELS, type LeadStage, type TimelineEntry } from '@shared/schemas/lead-work';
import { LEAD_STATUSES, type LeadStatus } from '@shared/schemas/leads';
import { formatReceived } from './lead-format';
import { useLeadTexts, type LeadTexts } from './lead-texts';

/** Who did it: "you", an admin's e-mail, or a former admin. */
function who(actor: TimelineEntry['actor'], me: string | null, t: LeadTexts): string {
  if (!actor) return '';
  return actor.id === me ? t.timeline.you() : (actor.email ?? t.timeline.formerAdmin());
}

const isStatus = (status: string | undefined): status is LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(status ?? '');

const stageLabel = (stage: string | null | undefined) =>
  stage ? (STAGE_LABELS[stage as LeadStage] ?? stage) : '';

/** What happened, before who did it. */
function what(entry: TimelineEntry, me: string | null, t: LeadTexts): string {
  const { timeline } = t;
  switch (entry.type) {
    case 'landed':
      return entry.attribution ? describeVisit(entry.attribution) : timeline.landed();
    case 'received':
      return timeline.received();
    case 'viewed':
      return timeline.viewed();
    case 'assigned':
      return entry.assignee
        ? timeline.assigned({ who: who(entry.assignee, me, t) })
        : timeline.unassigned();
    case 'stage_changed':
      return timeline.stageChanged({ stage: stageLabel(entry.stage) });
    case 'status_changed':
      return isStatus(entry.status)
        ? timeline.statusChanged[entry.status]()
        : timeline.statusChanged.other({ status: entry.status ?? '' });
    case 'follow_up_set':
      return entry.follow_up_at
        ? timeline.followUpSet({ date: formatReceived(entry.follow_up_at) })
        : timeline.followUpCleared();
    case 'note':
      return timeline.note();
    case 'notification_sent':
      return entry.channel === 'webhook'
        ? timeline.webhookSent()
        : entry.channel === 'reminder'
          ? timeline.reminderSent()
          : timeline.emailSent();
    case 'notification_resent':
      return entry.channel === 'webhook' ? timeline.webhookResent() : timeline.emailResent();
    case 'acknowledgement_sent':
      return timeline.acknowledgementSent();
  }
}

/** Entries that name who did them (a delivery or the visit has no actor). */
const BY_ACTOR = new Set<TimelineEntry['type']>([
  'viewed',
  'assigned',
  'stage_changed',
  'status_changed',
  'follow_up_set',
  'note',
  'notification_resent',
]);

/** One line of the timeline, as a sentence. */
export function describeEntry(entry: TimelineEntry, me: string | null, t: LeadTexts): string {
  let sentence = what(entry, me, t);
  if (entry.actor && BY_ACTOR.has(entry.type)) {
    sentence = t.timeline.by({ sentence, who: who(entry.actor, me, t) });
  }
  // Why the server gave a lead back to nobody (its owner's account changed).
  if (entry.type === 'assigned' && !entry.assignee && entry.reason) {
    const owner = who(entry.previous ?? null, me, t) || t.timeline.itsOwner();
    sentence = t.timeline.released[entry.reason]({ sentence, who: owner });
  }
  return sentence;
}

/** What happened to a lead, oldest first; notes show their text. */
export function LeadTimeline({ entries, me }: { entries: TimelineEntry[]; me: string | null }) {
  const t = useLeadTexts();
  return (
    <ol aria-label={t.work.timeline()} className="space-y-2 border-s border-border ps-4 text-sm">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${index}`} className="relative">
          <span
            aria-hidden="true"
            className="absolute -start-[1.3rem] top-1.5 h-2 w-2 rounded-full bg-primary"
          />
          <p>
            {describeEntry(entry, me, t)}{' '}
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
