import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { LeadKind } from '@shared/lead-kinds';
import type { LeadItem } from '@shared/schemas/lead-kind-schemas';
import type { Attachment } from '@shared/schemas/leads';
import type { DatabaseHandle } from '../db/connection';
import { leadTable } from '../db/lead-tables';
import { notificationOutbox, users } from '../db/schema';
import type { AttachmentsRepository } from './attachments-repository';

/**
 * Leads as the API shows them: the row, the delivery status of its e-mail and its webhook (null
 * without an outbox row), its owner's e-mail, its attachments and the lead it repeats. The
 * outbox has a unique index on (lead_kind, lead_id, channel) and users a primary key, so no join
 * ever repeats a lead.
 */
export function createLeadReader(db: DatabaseHandle, attachments: AttachmentsRepository) {
  const { orm } = db;
  const mail = alias(notificationOutbox, 'mail_outbox');
  const hook = alias(notificationOutbox, 'webhook_outbox');

  function select(kind: LeadKind) {
    const table = leadTable(kind);
    const rowOf = (o: { lead_kind: typeof mail.lead_kind; lead_id: typeof mail.lead_id }) =>
      and(eq(o.lead_kind, kind), eq(o.lead_id, table.id));
    return orm
      .select({
        ...getTableColumns(table),
        notification_status: mail.status,
        webhook_status: hook.status,
        assignee_email: users.email,
      })
      .from(table)
      .leftJoin(mail, and(rowOf(mail), eq(mail.channel, 'email')))
      .leftJoin(hook, and(rowOf(hook as unknown as typeof mail), eq(hook.channel, 'webhook')))
      .leftJoin(users, eq(users.id, table.assignee_id));
  }

  type Selected = ReturnType<ReturnType<typeof select>['all']>[number];

  /** The rows with their attachments and duplicate links, read for all of them at once. */
  function complete<K extends LeadKind>(kind: K, rows: Selected[]): LeadItem<K>[] {
    const table = leadTable(kind);
    const files = attachments.forLeads(
      kind,
      rows.map((row) => row.id),
    );
    const repeated = [...new Set(rows.flatMap((row) => row.duplicate_of_id ?? []))];
    const references = new Map(
      repeated.length === 0
        ? []
        : orm
            .select({ id: table.id, reference: table.reference })
            .from(table)
            .where(inArray(table.id, repeated))
            .all()
            .map((row) => [row.id, row.reference] as const),
    );
    return rows.map(
      (row) =>
        ({
          ...row,
          attachments: files.get(row.id) ?? ([] as Attachment[]),
          duplicate_of: row.duplicate_of_id
            ? { id: row.duplicate_of_id, reference: references.get(row.duplicate_of_id) ?? null }
            : null,
        }) as unknown as LeadItem<K>,
    );
  }

  return {
    select,
    complete,
    get<K extends LeadKind>(kind: K, id: string): LeadItem<K> | undefined {
      const row = select(kind)
        .where(eq(leadTable(kind).id, id))
        .get();
      return row && complete(kind, [row])[0];
    },
  };
}
