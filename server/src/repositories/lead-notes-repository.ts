import { and, asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection';
import { leadNotes } from '../db/schema';
import { createUuidV7Generator } from '../lib/uuidv7';

export type LeadNoteRow = typeof leadNotes.$inferSelect;

/** Internal notes on leads (deleted with their lead: lead-dependents.ts). */
export function createLeadNotesRepository(db: DatabaseHandle, now: () => number) {
  const { orm } = db;
  const newId = createUuidV7Generator(now);
  return {
    add(note: Omit<LeadNoteRow, 'id' | 'created_at'>): LeadNoteRow {
      const row = { ...note, id: newId(), created_at: new Date(now()).toISOString() };
      orm.insert(leadNotes).values(row).run();
      return row;
    },

    /** The notes of one lead, oldest first. */
    listFor(kind: string, leadId: string): LeadNoteRow[] {
      return orm
        .select()
        .from(leadNotes)
        .where(and(eq(leadNotes.lead_kind, kind), eq(leadNotes.lead_id, leadId)))
        .orderBy(asc(leadNotes.created_at), asc(leadNotes.id))
        .all();
    },
  };
}

export type LeadNotesRepository = ReturnType<typeof createLeadNotesRepository>;
