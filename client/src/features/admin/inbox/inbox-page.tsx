import { LEAD_STATUSES, type LeadStatus, type NotificationChannel } from '@shared/schemas/leads';
import { ChevronLeft, ChevronRight, Download, Inbox, RefreshCw, UserSearch } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/components/ui/toast-store';
import { cn } from '~/lib/cn';
import { PageHeader } from '../admin-layout';
import { ConfirmDialog } from '../confirm-dialog';
import { useDocumentTitle } from '../use-document-title';
import { DataRequestDialog } from './data-request-dialog';
import { InboxFilters } from './inbox-filters';
import { useInboxQuery } from './inbox-query';
import { LeadDetailDialog } from './lead-detail-dialog';
import { formatReceived, leadBody, rangeLabel, statusLabels } from './lead-format';
import {
  deleteLead,
  describeError,
  downloadLeadsCsv,
  listLeads,
  PAGE_SIZE,
  resendNotification,
  setLeadStatus,
  type Lead,
  type LeadKind,
  type LeadPage,
} from './leads-api';
import { StatusBadge } from './status-badge';

// /admin/inbox: the leads the site collects (contact messages, quote requests), newest first,
// 20 a page. Tab, filters and page live in the query string (inbox-query.ts), so a reload keeps
// them. Spam has its own view (the Spam filter), where "Not spam" returns a lead to the inbox.

const tabs: { kind: LeadKind; label: string }[] = [
  { kind: 'contact', label: 'Contact messages' },
  { kind: 'quote', label: 'Quote requests' },
];

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; page: LeadPage };

export function InboxPage() {
  useDocumentTitle('Inbox');
  const { kind, status, page, filter, update } = useInboxQuery();
  const offset = (page - 1) * PAGE_SIZE;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const [open, setOpen] = useState<Lead | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [dataRequestOpen, setDataRequestOpen] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setLoad((prev) => (prev.state === 'ready' ? prev : { state: 'loading' }));
    listLeads(kind, { limit: PAGE_SIZE, offset, ...filter })
      .then((result) => {
        if (cancelled) return;
        // Past the last page (after deleting its last row): step back.
        if (result.items.length === 0 && result.total > 0 && page > 1) {
          update({ page: Math.ceil(result.total / PAGE_SIZE) });
          return;
        }
        setLoad({ state: 'ready', page: result });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoad({ state: 'error', message: describeError(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [kind, filter, offset, page, reloadKey, update]);

  const reload = () => setReloadKey((k) => k + 1);

  /**
   * An action on the open lead: the dialog is busy while it runs, then shows the lead it returns
   * (null closes it) and the list reloads; a toast tells how it went.
   */
  async function actOnOpenLead(
    action: (lead: Lead) => Promise<Lead | null>,
    done: { title: string; description: string },
    failedTitle: string,
  ) {
    if (!open) return;
    setBusy(true);
    try {
      setOpen(await action(open));
      toast(done);
      reload();
    } catch (error) {
      toast({ title: failedTitle, description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  const changeStatus = (next: LeadStatus) =>
    actOnOpenLead(
      (lead) => setLeadStatus(kind, lead.id, next),
      { title: 'Status updated', description: `Marked as ${statusLabels[next].toLowerCase()}.` },
      'Could not update the status',
    );

  const resend = (channel: NotificationChannel) =>
    actOnOpenLead(
      (lead) => resendNotification(kind, lead.id, channel),
      channel === 'email'
        ? { title: 'E-mail queued', description: 'The notification is being sent again.' }
        : { title: 'Webhook queued', description: 'The lead is being sent again.' },
      channel === 'email' ? 'Could not queue the e-mail' : 'Could not queue the webhook',
    );

  const remove = () =>
    actOnOpenLead(
      async (lead) => {
        await deleteLead(kind, lead.id);
        setConfirmDelete(false);
        return null;
      },
      {
        title: 'Deleted',
        description: `The ${kind === 'contact' ? 'message' : 'quote request'} was deleted.`,
      },
      'Could not delete',
    );

  async function download() {
    setDownloading(true);
    try {
      await downloadLeadsCsv(kind, filter);
    } catch (error) {
      toast({
        title: 'Download failed',
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  const noun = kind === 'contact' ? 'contact messages' : 'quote requests';
  const filtered = Object.entries(filter).some(([key, value]) => key !== 'status' && value);
  const items = load.state === 'ready' ? load.page.items : [];
  const total = load.state === 'ready' ? load.page.total : 0;

  return (
    <>
      <PageHeader
        title="Inbox"
        description="Contact messages and quote requests sent from the site, newest first."
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => setDataRequestOpen(true)}>
              <UserSearch className="h-4 w-4" aria-hidden="true" />
              Data request
            </Button>
            <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
              {downloading ? (
                <Spinner label="Preparing download" className="[&_svg]:h-4 [&_svg]:w-4" />
              ) : (
                <Download className="h-4 w-4" aria-hidden="true" />
              )}
              Download CSV
            </Button>
          </>
        }
      />

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label="Kind of lead"
          className="inline-flex rounded-md border border-border bg-muted p-1"
        >
          {tabs.map((tab) => (
            <button
              key={tab.kind}
              type="button"
              role="tab"
              aria-selected={tab.kind === kind}
              onClick={() => tab.kind !== kind && update({ kind: tab.kind, status: null })}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium transition-colors',
                tab.kind === kind
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div
          role="group"
          aria-label="Filter by status"
          className="flex flex-wrap items-center gap-1"
        >
          {[undefined, ...LEAD_STATUSES].map((s) => (
            <button
              key={s ?? 'all'}
              type="button"
              aria-pressed={s === status}
              onClick={() => update({ status: s ?? null })}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
                s === status
                  ? 'border-primary bg-primary/10 text-primary'
                  : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {s ? statusLabels[s] : 'All'}
            </button>
          ))}
        </div>
      </div>

      <InboxFilters filter={filter} onChange={update} />

      <section
        role="tabpanel"
        aria-label={tabs.find((t) => t.kind === kind)?.label}
        className="rounded-lg border border-border bg-card"
      >
        {load.state === 'loading' && (
          <div className="flex items-center justify-center gap-3 p-12 text-sm text-muted-foreground">
            <Spinner label={`Loading ${noun}`} />
            Loading {noun}...
          </div>
        )}
        {load.state === 'error' && (
          <div role="alert" className="flex flex-col items-center gap-3 p-12 text-center">
            <p className="text-sm text-destructive">
              Could not load the {noun}: {load.message}
            </p>
            <Button variant="outline" size="sm" onClick={reload}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Try again
            </Button>
          </div>
        )}
        {load.state === 'ready' && items.length === 0 && (
          <div className="flex flex-col items-center gap-2 p-12 text-center">
            <Inbox className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">
              {filtered
                ? `No ${noun} match these filters`
                : status
                  ? `No ${statusLabels[status].toLowerCase()} ${noun}`
                  : `No ${noun} yet`}
            </p>
            <p className="max-w-sm text-sm text-muted-foreground">
              {filtered || status
                ? 'Try other filters.'
                : kind === 'contact'
                  ? 'Messages sent with the contact form on the home page appear here.'
                  : 'Requests sent from the Get a Quote page appear here.'}
            </p>
          </div>
        )}
        {load.state === 'ready' && items.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-border text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    From
                  </th>
                  {kind === 'quote' && (
                    <th scope="col" className="hidden px-4 py-2.5 font-medium lg:table-cell">
                      Service
                    </th>
                  )}
                  <th scope="col" className="hidden px-4 py-2.5 font-medium md:table-cell">
                    {kind === 'contact' ? 'Message' : 'Project details'}
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Status
                  </th>
                  <th
                    scope="col"
                    className="hidden px-4 py-2.5 text-right font-medium sm:table-cell"
                  >
                    Received
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
                        className="block max-w-full truncate text-left hover:underline"
                      >
                        {lead.name}
                      </button>
                      <span className="block truncate text-xs font-normal text-muted-foreground">
                        {lead.email}
                      </span>
                    </td>
                    {kind === 'quote' && (
                      <td className="hidden px-4 py-2.5 font-normal lg:table-cell">
                        {'service_interest' in lead ? lead.service_interest : ''}
                      </td>
                    )}
                    <td className="hidden max-w-md px-4 py-2.5 font-normal text-muted-foreground md:table-cell">
                      <span className="line-clamp-1">{leadBody(lead)}</span>
                    </td>
                    <td className="px-4 py-2.5">
                      <StatusBadge status={lead.status} />
                    </td>
                    <td className="hidden whitespace-nowrap px-4 py-2.5 text-right font-normal tabular-nums text-muted-foreground sm:table-cell">
                      {formatReceived(lead.created_at)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {load.state === 'ready' && total > 0 && (
          <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-sm text-muted-foreground">
            <span className="tabular-nums" aria-live="polite">
              {rangeLabel(offset, items.length, total)}
            </span>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => update({ page: page - 1 })}
                disabled={page <= 1}
              >
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                Previous
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => update({ page: page + 1 })}
                disabled={offset + items.length >= total}
              >
                Next
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </div>
        )}
      </section>

      <LeadDetailDialog
        kind={kind}
        lead={confirmDelete ? null : open}
        busy={busy}
        onClose={() => setOpen(null)}
        onSetStatus={changeStatus}
        onResendNotification={resend}
        onFilter={(field, value) => {
          setOpen(null);
          update({ [field]: value });
        }}
        onDelete={() => setConfirmDelete(true)}
      />
      <DataRequestDialog
        open={dataRequestOpen}
        onClose={() => setDataRequestOpen(false)}
        onErased={reload}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={kind === 'contact' ? 'Delete this message?' : 'Delete this quote request?'}
        description={
          open
            ? `From ${open.name} <${open.email}>. This cannot be undone.`
            : 'This cannot be undone.'
        }
        confirmLabel="Delete"
        destructive
        busy={busy}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
