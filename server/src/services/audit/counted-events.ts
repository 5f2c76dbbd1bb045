import type { AuditEventType } from '@shared/schemas/audit';

const MINUTE = 60_000;
/** The addresses a minute's row names at most (the first ones seen). */
const ADDRESSES_KEPT = 10;

/** What one counted event says: its type and why it was refused. */
export interface CountedEvent {
  type: AuditEventType;
  reason: string;
  /** The first one's detail is kept as an example (at most 200 characters). */
  detail?: string;
}

/** Where an event came from (audit-log.ts's RequestContext has it). */
interface Sender {
  ip: string | null;
}

/** A minute's row: its type, and the count by reason, the first addresses and an example. */
export interface CountedRow {
  type: AuditEventType;
  details: Record<string, unknown>;
}

interface Tally<C extends Sender> {
  count: number;
  reasons: Record<string, number>;
  addresses: Set<string>;
  first: C;
  example?: string;
}

/**
 * Events anyone can cause at will without an account (a refused logout token, a sign-in callback
 * nobody started): one audit row per type and minute, with how many there were by reason, the
 * first few addresses and one example, never a row each. A minute's row is written when the next
 * minute's first event comes, a timer ends the minute, or the app closes; a process killed
 * mid-minute loses that minute's count (the request log still has each refusal).
 */
export function createCountedEvents<C extends Sender>(
  write: (first: C, row: CountedRow) => void,
  now: () => number,
) {
  let minute: number | null = null;
  const tallies = new Map<AuditEventType, Tally<C>>();
  let timer: NodeJS.Timeout | null = null;

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    for (const [type, tally] of tallies) {
      write(tally.first, {
        type,
        details: {
          count: tally.count,
          reasons: tally.reasons,
          minute: new Date(minute ?? now()).toISOString(),
          addresses: [...tally.addresses],
          ...(tally.example ? { example: tally.example } : {}),
        },
      });
    }
    tallies.clear();
  }

  return {
    count(context: C, event: CountedEvent): void {
      const at = Math.floor(now() / MINUTE) * MINUTE;
      if (minute !== null && at !== minute) flush();
      minute = at;
      let tally = tallies.get(event.type);
      if (!tally) {
        tally = { count: 0, reasons: {}, addresses: new Set(), first: context };
        if (event.detail) tally.example = event.detail.slice(0, 200);
        tallies.set(event.type, tally);
      }
      tally.count += 1;
      tally.reasons[event.reason] = (tally.reasons[event.reason] ?? 0) + 1;
      if (context.ip && tally.addresses.size < ADDRESSES_KEPT) tally.addresses.add(context.ip);
      // Real time: the row is due when this minute is over, whatever a test's clock says.
      timer ??= setTimeout(flush, Math.max(1, at + MINUTE - now())).unref();
    },
    flush,
  };
}
