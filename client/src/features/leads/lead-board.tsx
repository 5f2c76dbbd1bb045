import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from '@shared/schemas/lead-work';
import { GripVertical } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { describeError, listLeads, updateLead, type Lead, type LeadFilter } from './leads-api';

const STAGES = LEAD_STAGES.quote;
/** Cards per column: the newest; the list view pages through the rest. */
const COLUMN_LIMIT = 50;

type QuoteStage = (typeof STAGES)[number];
type Columns = Record<QuoteStage, { items: Lead[]; total: number }>;

/**
 * Quote requests by stage, one column each (spam left out). A card moves by mouse (drag it onto
 * a column) or by keyboard (focus its handle, then the left and right arrow keys), and every move
 * is announced to screen readers. Owner filters (Mine, Unassigned) apply.
 */
export function LeadBoard({
  filter,
  setOpen,
  version,
}: {
  filter: LeadFilter;
  setOpen: (lead: Lead) => void;
  /** Bumped by the page after a change elsewhere (the dialog): the board loads again. */
  version: number;
}) {
  const [columns, setColumns] = useState<Columns | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const load = useCallback(async () => {
    const { q, from, to, assignee_id } = filter;
    const base = { q, from, to, assignee_id, limit: COLUMN_LIMIT, offset: 0 };
    // Outside spam the status follows the stage: new at the first, handled after it.
    const pages = await Promise.all(
      STAGES.map((stage) =>
        listLeads('quote', { ...base, stage, status: stage === 'new' ? 'new' : 'handled' }),
      ),
    );
    setColumns(
      Object.fromEntries(STAGES.map((stage, i) => [stage, pages[i]!])) as unknown as Columns,
    );
  }, [filter]);

  useEffect(() => {
    load().catch((error: unknown) =>
      toast({
        title: 'Could not load the board',
        description: describeError(error),
        variant: 'destructive',
      }),
    );
  }, [load, version]);

  // After a keyboard move the card is in another column: its handle gets the focus back.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id) {
      focusAfterMove.current = null;
      handles.current.get(id)?.focus();
    }
  }, [columns]);

  async function move(lead: Lead, stage: QuoteStage, byKeyboard: boolean) {
    if (!columns || lead.stage === stage) return;
    const from = lead.stage as QuoteStage;
    // At once on the board; put back if the server refuses.
    const before = columns;
    const moved = { ...lead, stage } as Lead;
    setColumns({
      ...columns,
      [from]: {
        items: columns[from].items.filter((l) => l.id !== lead.id),
        total: columns[from].total - 1,
      },
      [stage]: { items: [moved, ...columns[stage].items], total: columns[stage].total + 1 },
    });
    if (byKeyboard) focusAfterMove.current = lead.id;
    setAnnouncement(`${lead.name} moved to ${STAGE_LABELS[stage]}.`);
    try {
      await updateLead('quote', lead.id, { stage });
    } catch (error) {
      setColumns(before);
      setAnnouncement(`${lead.name} could not be moved: ${describeError(error)}`);
      toast({
        title: 'Could not move it',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  function onHandleKey(event: KeyboardEvent, lead: Lead) {
    const index = STAGES.indexOf(lead.stage as QuoteStage);
    const next =
      event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : -1;
    if (next < 0 || next >= STAGES.length) return;
    event.preventDefault();
    void move(lead, STAGES[next]!, true);
  }

  return (
    <>
      <p id="board-help" className="mb-2 text-xs text-muted-foreground">
        Drag a card onto a column, or focus its handle and press the left or right arrow key to move
        it one stage.
      </p>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <ScrollRegion label="Quote requests by stage">
        <div className="flex gap-3 p-3">
          {STAGES.map((stage) => {
            const column = columns?.[stage];
            return (
              <section
                key={stage}
                aria-labelledby={`board-${stage}`}
                onDragOver={(e) => dragged && e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  const lead = Object.values(columns ?? {})
                    .flatMap((c) => c.items)
                    .find((l) => l.id === dragged);
                  setDragged(null);
                  if (lead) void move(lead, stage, false);
                }}
                className="flex w-64 shrink-0 flex-col rounded-md border border-border bg-muted/40"
                data-stage={stage}
              >
                <h3
                  id={`board-${stage}`}
                  className="flex items-center justify-between px-3 py-2 text-sm font-medium"
                >
                  {STAGE_LABELS[stage]}
                  <span className="text-xs text-muted-foreground">
                    <span className="sr-only">, </span>
                    {column?.total ?? '…'}
                    <span className="sr-only"> leads</span>
                  </span>
                </h3>
                <ul className="flex min-h-24 flex-col gap-2 px-2 pb-2">
                  {column?.items.map((lead) => (
                    <li
                      key={lead.id}
                      draggable
                      onDragStart={(e) => {
                        e.dataTransfer.setData('text/plain', lead.id);
                        e.dataTransfer.effectAllowed = 'move';
                        setDragged(lead.id);
                      }}
                      onDragEnd={() => setDragged(null)}
                      className={cn(
                        'flex items-start gap-1 rounded-md border border-border bg-card p-2 text-sm shadow-sm',
                        dragged === lead.id && 'opacity-60',
                      )}
                      data-lead={lead.id}
                    >
                      <button
                        type="button"
                        ref={(el) => {
                          if (el) handles.current.set(lead.id, el);
                          else handles.current.delete(lead.id);
                        }}
                        onKeyDown={(e) => onHandleKey(e, lead)}
                        aria-label={`Move ${lead.name}, now ${STAGE_LABELS[lead.stage as LeadStage]}`}
                        aria-describedby="board-help"
                        className="mt-0.5 cursor-grab rounded text-muted-foreground hover:text-foreground"
                      >
                        <GripVertical className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        onClick={() => setOpen(lead)}
                        className="min-w-0 flex-1 text-left"
                      >
                        <span className="block truncate font-medium hover:underline">
                          {lead.name}
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">
                          {('company_name' in lead && lead.company_name) || lead.email}
                        </span>
                        {lead.assignee_email && (
                          <span className="block truncate text-xs text-muted-foreground">
                            Owner: {lead.assignee_email}
                          </span>
                        )}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </ScrollRegion>
    </>
  );
}
