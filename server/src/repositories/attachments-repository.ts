import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Attachment, LeadKind } from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { leadAttachments } from '../db/schema';

export type AttachmentRow = typeof leadAttachments.$inferSelect;

const listed = {
  id: leadAttachments.id,
  lead_id: leadAttachments.lead_id,
  filename: leadAttachments.filename,
  content_type: leadAttachments.content_type,
  size: leadAttachments.size,
};

/**
 * The rows of the files that came with leads (inserted by the lead writer with their lead,
 * deleted with it: lead-dependents.ts). The bytes are in attachment-files.ts.
 */
export function createAttachmentsRepository(db: DatabaseHandle) {
  const { orm } = db;
  const exists = db.sqlite.prepare('SELECT 1 FROM "lead_attachments" WHERE "id" = ?').pluck();
  const total = db.sqlite
    .prepare('SELECT coalesce(sum("size"), 0) FROM "lead_attachments"')
    .pluck();

  return {
    /** One attachment's row (the download reads its name, type and lead). */
    get(id: string): AttachmentRow | undefined {
      return orm.select().from(leadAttachments).where(eq(leadAttachments.id, id)).get();
    },

    /** The attachments of these leads of `kind`, by lead id, in the order they came. */
    forLeads(kind: LeadKind, leadIds: readonly string[]): Map<string, Attachment[]> {
      const byLead = new Map<string, Attachment[]>();
      if (leadIds.length === 0) return byLead;
      const rows = orm
        .select(listed)
        .from(leadAttachments)
        .where(
          and(eq(leadAttachments.lead_kind, kind), inArray(leadAttachments.lead_id, [...leadIds])),
        )
        .orderBy(asc(leadAttachments.id))
        .all();
      for (const { lead_id, ...attachment } of rows) {
        const list = byLead.get(lead_id);
        if (list) list.push(attachment);
        else byLead.set(lead_id, [attachment]);
      }
      return byLead;
    },

    /** The file names of every lead of `kind` that has attachments (the CSV export). */
    namesByLead(kind: LeadKind): Map<string, string[]> {
      const byLead = new Map<string, string[]>();
      const rows = orm
        .select({ lead_id: leadAttachments.lead_id, filename: leadAttachments.filename })
        .from(leadAttachments)
        .where(eq(leadAttachments.lead_kind, kind))
        .orderBy(asc(leadAttachments.id))
        .all();
      for (const { lead_id, filename } of rows) {
        const list = byLead.get(lead_id);
        if (list) list.push(filename);
        else byLead.set(lead_id, [filename]);
      }
      return byLead;
    },

    /** Every attachment row of these leads (a data-subject export). */
    rowsOf(kind: LeadKind, leadIds: readonly string[]): AttachmentRow[] {
      if (leadIds.length === 0) return [];
      return orm
        .select()
        .from(leadAttachments)
        .where(
          and(eq(leadAttachments.lead_kind, kind), inArray(leadAttachments.lead_id, [...leadIds])),
        )
        .orderBy(asc(leadAttachments.id))
        .all();
    },

    /** The bytes of every stored attachment (ATTACHMENTS_MAX_MB counts them). */
    totalBytes(): number {
      return total.get() as number;
    },

    /** Whether a row exists for this id (the start's sweep of orphaned files). */
    exists(id: string): boolean {
      return exists.get(id) !== undefined;
    },
  };
}

export type AttachmentsRepository = ReturnType<typeof createAttachmentsRepository>;
