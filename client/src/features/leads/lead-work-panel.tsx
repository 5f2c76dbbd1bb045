import {
  NOTE_MAX,
  STAGE_LABELS,
  type LeadAssignee,
  type LeadStage,
  type TimelineEntry,
} from '@shared/schemas/lead-work';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import { AssigneeOptions, StageOptions } from './lead-options';
import { LeadTimeline } from './lead-timeline';
import { useLeadTexts } from './lead-texts';
import {
  addLeadNote,
  describeError,
  getLeadTimeline,
  updateLead,
  type Lead,
  type LeadKind,
  type LeadUpdate,
} from './leads-api';

const select =
  'w-full rounded-md border border-input bg-background px-2 py-1.5 text-sm text-foreground';

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface LeadWorkPanelProps {
  kind: LeadKind;
  lead: Lead;
  me: string | null;
  assignees: LeadAssignee[];
  /** The lead as the server returned it after a change. */
  onChanged: (lead: Lead) => void;
}

/** Owner, stage, follow-up, notes and the timeline of the open lead. */
export function LeadWorkPanel({ kind, lead, me, assignees, onChanged }: LeadWorkPanelProps) {
  const t = useLeadTexts();
  const id = useId();
  const [timeline, setTimeline] = useState<TimelineEntry[] | null>(null);
  const [followUp, setFollowUp] = useState(toLocalInput(lead.follow_up_at));
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // The timeline again whenever the lead changed (updated_at) or a note was added.
  const [notes, setNotes] = useState(0);
  useEffect(() => {
    let live = true;
    getLeadTimeline(kind, lead.id).then(
      (items) => live && setTimeline(items),
      () => live && setTimeline([]),
    );
    return () => {
      live = false;
    };
  }, [kind, lead.id, lead.updated_at, notes]);

  async function change(body: LeadUpdate, done: string) {
    setBusy(true);
    try {
      onChanged(await updateLead(kind, lead.id, body));
      toast({ title: t.work.saved(), description: done });
    } catch (error) {
      toast({
        title: t.work.notSaved(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  async function submitNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t.work.writeNote());
      return;
    }
    setBusy(true);
    try {
      await addLeadNote(kind, lead.id, note);
      setNote('');
      setNoteError(undefined);
      setNotes((n) => n + 1);
      toast({ title: t.work.noteAdded(), description: t.work.noteAddedText() });
    } catch (error) {
      setNoteError(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  const ownerKnown = !lead.assignee_id || assignees.some((a) => a.id === lead.assignee_id);
  return (
    <section aria-labelledby={`${id}-work`} className="space-y-4">
      <h3 id={`${id}-work`} className="text-sm font-medium text-muted-foreground">
        {t.work.heading()}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="space-y-1 text-sm">
          <span className="block font-medium">{t.work.owner()}</span>
          <select
            className={select}
            value={lead.assignee_id ?? ''}
            disabled={busy}
            onChange={(e) =>
              change(
                { assignee_id: e.target.value || null },
                e.target.value ? t.work.ownerChanged() : t.work.nobodyOwns(),
              )
            }
          >
            <option value="">{t.work.nobody()}</option>
            {!ownerKnown && (
              <option value={lead.assignee_id ?? ''}>
                {lead.assignee_email ?? t.work.formerAdmin()}
              </option>
            )}
            <AssigneeOptions assignees={assignees} me={me} />
          </select>
        </label>
        <label className="space-y-1 text-sm">
          <span className="block font-medium">{t.work.stage()}</span>
          <select
            className={select}
            value={lead.stage}
            disabled={busy}
            onChange={(e) =>
              change(
                { stage: e.target.value },
                t.work.movedTo({ stage: STAGE_LABELS[e.target.value as LeadStage] }),
              )
            }
          >
            <StageOptions kind={kind} />
          </select>
        </label>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (followUp)
            change({ follow_up_at: new Date(followUp).toISOString() }, t.work.followUpSet());
        }}
      >
        <label className="min-w-0 flex-1 space-y-1 text-sm">
          <span className="block font-medium">{t.work.followUpOn()}</span>
          <input
            type="datetime-local"
            value={followUp}
            onChange={(e) => setFollowUp(e.target.value)}
            className={select}
          />
        </label>
        <Button type="submit" variant="outline" size="sm" disabled={busy || !followUp}>
          {t.work.setFollowUp()}
        </Button>
        {lead.follow_up_at && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => {
              setFollowUp('');
              void change({ follow_up_at: null }, t.work.followUpCleared());
            }}
          >
            {t.work.clear()}
          </Button>
        )}
      </form>
      <form className="space-y-2" onSubmit={submitNote} noValidate>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          {t.work.note()}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground aria-[invalid=true]:border-destructive"
        />
        {noteError && (
          <p id={`${id}-note-error`} className="text-sm text-destructive">
            {noteError}
          </p>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={busy}>
          {t.work.addNote()}
        </Button>
      </form>
      <div className="space-y-2">
        <h3 className="text-sm font-medium text-muted-foreground">{t.work.timeline()}</h3>
        {timeline ? (
          <LeadTimeline entries={timeline} me={me} />
        ) : (
          <p className="text-sm">{t.work.loading()}</p>
        )}
      </div>
    </section>
  );
}
