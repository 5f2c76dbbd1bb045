import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import { Copy, Paperclip } from 'lucide-react';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { cn } from '~/lib/cn';
import { formatReceived } from './lead-format';
import { viewOf } from './lead-kind-views';
import type { Lead } from './leads-api';
import { StageBadge } from './stage-badge';
import { useLeadTexts } from './lead-texts';

/** One page of leads as a table; a click on a row (or its name) opens the lead. */
export function LeadsTable({
  kind,
  items,
  me,
  setOpen,
  openById,
}: {
  kind: LeadKind;
  items: Lead[];
  me: string | null;
  setOpen: (lead: Lead) => void;
  /** Opens a lead that may not be on this page (the one a duplicate repeats). */
  openById: (id: string) => void;
}) {
  const t = useLeadTexts();
  const { plural, bodyLabel } = LEAD_KIND_SPECS[kind];
  const view = viewOf(kind);
  return (
    <ScrollRegion label={plural}>
      <table className="w-full text-start text-sm">
        <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t.table.from()}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium lg:table-cell">
              {t.table.reference()}
            </th>
            {view.column && (
              <th scope="col" className="hidden px-4 py-2.5 font-medium lg:table-cell">
                {view.column.label(t)}
              </th>
            )}
            <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
              {bodyLabel}
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              {t.table.stage()}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
              {t.table.owner()}
            </th>
            <th scope="col" className="hidden px-4 py-2.5 text-end font-medium sm:table-cell">
              {t.table.received()}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((lead) => (
            <tr
              key={lead.id}
              onClick={() => setOpen(lead)}
              className={cn(
                'cursor-pointer hover:bg-muted/60',
                lead.status === 'new' && 'font-medium',
              )}
            >
              <td className="max-w-56 px-4 py-2.5">
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    setOpen(lead);
                  }}
                  className="block max-w-full truncate text-start hover:underline"
                >
                  {lead.name}
                </button>
                <span className="block truncate text-xs font-normal text-muted-foreground">
                  {lead.email}
                </span>
                {lead.duplicate_of && (
                  <button
                    type="button"
                    onClick={(e) => {
                      e.stopPropagation();
                      openById(lead.duplicate_of!.id);
                    }}
                    className="mt-0.5 inline-flex items-center gap-1 text-xs font-normal text-primary hover:underline"
                  >
                    <Copy className="h-3 w-3" aria-hidden="true" />
                    {lead.duplicate_of.reference
                      ? t.table.repeats({ reference: lead.duplicate_of.reference })
                      : t.table.repeatsOpenLead()}
                  </button>
                )}
              </td>
              <td className="hidden whitespace-nowrap px-4 py-2.5 font-normal tabular-nums lg:table-cell">
                {lead.reference}
                {lead.attachments.length > 0 && (
                  <span className="ms-1.5 inline-flex items-center gap-0.5 text-xs text-muted-foreground">
                    <Paperclip className="h-3 w-3" aria-hidden="true" />
                    {lead.attachments.length}
                    <span className="sr-only">
                      {t.table.files({ count: lead.attachments.length })}
                    </span>
                  </span>
                )}
              </td>
              {view.column && (
                <td className="hidden px-4 py-2.5 font-normal lg:table-cell">
                  {view.column.value(lead)}
                </td>
              )}
              <td className="hidden max-w-md px-4 py-2.5 font-normal text-muted-foreground md:table-cell">
                <span className="line-clamp-1">{view.body(lead)}</span>
              </td>
              <td className="px-4 py-2.5">
                <StageBadge lead={lead} />
              </td>
              <td className="hidden max-w-40 truncate px-4 py-2.5 font-normal text-muted-foreground md:table-cell">
                {lead.assignee_id === null
                  ? '—'
                  : lead.assignee_id === me
                    ? t.table.you()
                    : (lead.assignee_email ?? t.table.formerAdmin())}
              </td>
              <td className="hidden whitespace-nowrap px-4 py-2.5 text-end font-normal tabular-nums text-muted-foreground sm:table-cell">
                {formatReceived(lead.created_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
