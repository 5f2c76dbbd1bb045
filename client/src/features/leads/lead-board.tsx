import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { LEAD_STAGES, STAGE_LABELS, type LeadStage } from '@shared/schemas/lead-work';
import { GripVertical } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { cn } from '~/lib/cn';
import { formatCount } from '~/lib/chart-scale';
import { toast } from '~/lib/toast-store';
import { viewOf } from './lead-kind-views';
import { useLeadTexts } from './lead-texts';
import {
  describeError,
  listLeads,
  updateLead,
  type Lead,
  type LeadFilter,
  type LeadKind,
} from './leads-api';

/** Cards per column: the newest; the list view pages through the rest. */
const COLUMN_LIMIT = 50;

type Columns = Partial<Record<LeadStage, { items: Lead[]; total: number }>>;

/**
 * A kind's leads by stage, one column each (spam left out). A card moves by mouse (drag it onto
 * a column) or by keyboard (focus its handle, then the left and right arrow keys), and every move
 * is announced to screen readers. Owner filters (Mine, Unassigned) apply. From 1280 px every
 * column fits the page side by side; narrower, the board scrolls sideways inside itself.
 */
export function LeadBoard({
  kind,
  filter,
  setOpen,
  version,
}: {
  kind: LeadKind;
  filter: LeadFilter;
  setOpen: (lead: Lead) => void;
  /** Bumped by the page after a change elsewhere (the dialog): the board loads again. */
  version: number;
}) {
  const t = useLeadTexts();
  const stages: readonly LeadStage[] = LEAD_STAGES[kind];
  const { plural } = LEAD_KIND_SPECS[kind];
  const view = viewOf(kind);
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
      stages.map((stage) =>
        listLeads(kind, { ...base, stage, status: stage === 'new' ? 'new' : 'handled' }),
      ),
    );
    setColumns(Object.fromEntries(stages.map((stage, i) => [stage, pages[i]!])) as Columns);
  }, [kind, stages, filter]);

  const loadFailed = t.board.loadFailed();
  useEffect(() => {
    load().catch((error: unknown) =>
      toast({
        title: loadFailed,
        description: describeError(error),
        variant: 'destructive',
      }),
    );
  }, [load, version, loadFailed]);

  // After a keyboard move the card is in another column: its handle gets the focus back.
  useEffect(() => {
    const id = focusAfterMove.current;
    if (id) {
      focusAfterMove.current = null;
      handles.current.get(id)?.focus();
    }
  }, [columns]);

  async function move(lead: Lead, stage: LeadStage, byKeyboard: boolean) {
    const source = columns?.[lead.stage as LeadStage];
    const target = columns?.[stage];
    if (!columns || !source || !target || lead.stage === stage) return;
    // At once on the board; put back if the server refuses.
    const before = columns;
    const moved = { ...lead, stage } as Lead;
    setColumns({
      ...columns,
      [lead.stage]: {
        items: source.items.filter((l) => l.id !== lead.id),
        total: source.total - 1,
      },
      [stage]: { items: [moved, ...target.items], total: target.total + 1 },
    });
    if (byKeyboard) focusAfterMove.current = lead.id;
    setAnnouncement(t.board.moved({ name: lead.name, stage: STAGE_LABELS[stage] }));
    try {
      await updateLead(kind, lead.id, { stage });
    } catch (error) {
      setColumns(before);
      setAnnouncement(t.board.notMoved({ name: lead.name, reason: describeError(error) }));
      toast({
        title: t.board.moveFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  function onHandleKey(event: KeyboardEvent, lead: Lead) {
    const index = stages.indexOf(lead.stage as LeadStage);
    // The arrow that points at the next column: the columns run right to left in rtl.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const [ahead, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const next = event.key === ahead ? index + 1 : event.key === back ? index - 1 : -1;
    if (next < 0 || next >= stages.length) return;
    event.preventDefault();
    void move(lead, stages[next]!, true);
  }

  return (
    <>
      <p id="board-help" className="mb-2 text-xs text-muted-foreground">
        {t.board.help()}
      </p>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <ScrollRegion label={t.inbox.byStage({ kinds: plural })}>
        {/* One column per stage: 13rem each and scrolling below 1280 px, the page's width
            shared out from there (--stages sets the count). */}
        <div
          style={{ '--stages': stages.length } as CSSProperties}
          className="grid auto-cols-[13rem] grid-flow-col gap-3 p-3 xl:auto-cols-auto xl:grid-flow-row xl:grid-cols-[repeat(var(--stages),minmax(0,1fr))] xl:gap-2 xl:p-2"
          data-testid="lead-board"
        >
          {stages.map((stage) => {
            const column = columns?.[stage];
            return (
              <section
                key={stage}
                aria-labelledby={`board-${stage}`}
                onDragOver={(e) => dragged && e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  const lead = Object.values(columns ?? {})
                    .flatMap((c) => c?.items ?? [])
                    .find((l) => l.id === dragged);
                  setDragged(null);
                  if (lead) void move(lead, stage, false);
                }}
                className="flex min-w-0 flex-col rounded-md border border-border bg-muted/40"
                data-stage={stage}
              >
                <h3
                  id={`board-${stage}`}
                  className="flex items-center justify-between gap-2 px-3 py-2 text-sm font-medium xl:px-2"
                >
                  {STAGE_LABELS[stage]}
                  <span className="text-xs text-muted-foreground">
                    <span aria-hidden="true">{column ? formatCount(column.total) : '…'}</span>
                    {column && (
                      <span className="sr-only">, {t.board.count({ count: column.total })}</span>
                    )}
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
                        aria-label={t.board.move({
                          name: lead.name,
                          stage: STAGE_LABELS[lead.stage as LeadStage],
                        })}
                        aria-describedby="board-help"
                        className="mt-0.5 cursor-grab rounded text-muted-foreground hover:text-foreground"
                      >
                        <GripVertical className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        onClick={() => setOpen(lead)}
                        className="min-w-0 flex-1 text-start"
                      >
                        <span className="block truncate font-medium hover:underline">
                          {lead.name}
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">
                          {view.cardLine(lead)}
                        </span>
                        {lead.assignee_email && (
                          <span className="block truncate text-xs text-muted-foreground">
                            {t.board.owner({ email: lead.assignee_email })}
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
