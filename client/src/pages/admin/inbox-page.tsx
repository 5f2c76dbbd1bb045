import { Download, MailCheck, UserSearch } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { AcknowledgementDialog } from '~/features/leads/acknowledgement-dialog';
import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { capitalised, listKinds, nounOf } from '~/features/leads/lead-format';
import { DataRequestDialog } from '~/features/leads/data-request-dialog';
import { InboxFilters } from '~/features/leads/inbox-filters';
import { InboxPager } from '~/features/leads/inbox-pager';
import { LeadBoard } from '~/features/leads/lead-board';
import { LeadDetailDialog } from '~/features/leads/lead-detail-dialog';
import { LeadListStates } from '~/features/leads/lead-list-states';
import { LeadsTable } from '~/features/leads/leads-table';
import { SearchFilters } from '~/features/leads/search-filters';
import { describeError, downloadLeadsCsv, getLead } from '~/features/leads/leads-api';
import { useAssignees } from '~/features/leads/use-assignees';
import { WorkFilters } from '~/features/leads/work-filters';
import { useInboxQuery } from '~/features/leads/use-inbox-query';
import { useReferenceSearch } from '~/features/leads/use-reference-search';
import { useLeadActions } from '~/features/leads/use-lead-actions';
import { useLeadPage } from '~/features/leads/use-lead-page';
import { AdminPageHeader } from '~/components/admin-page-header';
import { useDocumentTitle } from '~/lib/use-document-title';
import { useAuth } from '~/features/auth';
import { toast } from '~/lib/toast-store';
import { useLeadTexts } from '~/features/leads/lead-texts';

// /admin/inbox: the leads the site collects, a tab per kind the account sees, newest first, 20 a
// page, with search (a reference opens its lead from any tab), days and attribution filters.
// Spam has its own view (the Spam filter), where "Not spam" returns a lead and sends it on.

export function InboxPage() {
  const t = useLeadTexts();
  useDocumentTitle(t.inbox.title());
  const { kinds, kind, status, view, page, filter, update } = useInboxQuery();
  const me = useAuth().user?.id ?? null;
  const assignees = useAssignees(kind);
  // Stable across renders: the page load re-runs when it changes.
  // Bumped after a change in the dialog, so the board loads again.
  const [boardVersion, setBoardVersion] = useState(0);
  const goToPage = useCallback((next: number) => update({ page: next }), [update]);
  const { load, offset, reload: reloadPage } = useLeadPage(kind, filter, page, goToPage);
  const reload = useCallback(() => {
    reloadPage();
    setBoardVersion((v) => v + 1);
  }, [reloadPage]);
  const actions = useLeadActions(kind, reload);
  const { open, confirmDelete, setConfirmDelete, busy } = actions;
  const search = useReferenceSearch({ kinds, update, open: actions.setOpen });
  const [downloading, setDownloading] = useState(false);
  const [dataRequestOpen, setDataRequestOpen] = useState(false);
  const [autoReplyOpen, setAutoReplyOpen] = useState(false);
  const filtered = Object.entries(filter).some(([key, value]) => key !== 'status' && value);

  async function download() {
    setDownloading(true);
    try {
      await downloadLeadsCsv(kind, filter);
    } catch (error) {
      toast({
        title: t.inbox.downloadFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  async function openById(id: string) {
    try {
      actions.setOpen(await getLead(kind, id));
    } catch (error) {
      toast({
        title: t.inbox.openFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  const items = load.state === 'ready' ? load.page.items : [];
  const total = load.state === 'ready' ? load.page.total : 0;
  const unindexed = load.state === 'ready' ? (load.page.unindexed ?? 0) : 0;

  return (
    <>
      <AdminPageHeader
        title={t.inbox.title()}
        description={t.inbox.description({ kinds: capitalised(listKinds(kinds)) })}
        actions={
          <>
            <Button variant="outline" size="sm" onClick={() => setAutoReplyOpen(true)}>
              <MailCheck className="h-4 w-4" aria-hidden="true" />
              {t.inbox.autoReply()}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDataRequestOpen(true)}>
              <UserSearch className="h-4 w-4" aria-hidden="true" />
              {t.inbox.dataRequest()}
            </Button>
            <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
              {downloading ? (
                <Spinner label={t.inbox.preparingDownload()} className="[&_svg]:h-4 [&_svg]:w-4" />
              ) : (
                <Download className="h-4 w-4" aria-hidden="true" />
              )}
              {t.inbox.downloadCsv()}
            </Button>
          </>
        }
      />

      <InboxFilters kinds={kinds} kind={kind} status={status} update={update} />
      <SearchFilters filter={filter} onChange={update} onSearch={(words) => void search(words)} />
      <WorkFilters
        kind={kind}
        view={view}
        filter={filter}
        me={me}
        assignees={assignees}
        onChange={update}
      />

      {view === 'board' ? (
        <section
          role="tabpanel"
          aria-label={t.inbox.byStage({ kinds: LEAD_KIND_SPECS[kind].plural })}
          className="rounded-lg border border-border bg-card p-3 xl:p-2"
        >
          <LeadBoard kind={kind} filter={filter} setOpen={actions.setOpen} version={boardVersion} />
        </section>
      ) : (
        <section
          role="tabpanel"
          aria-label={LEAD_KIND_SPECS[kind].plural}
          className="rounded-lg border border-border bg-card"
        >
          <LeadListStates
            kind={kind}
            status={status}
            filtered={filtered}
            load={load}
            reload={reload}
          />
          {items.length > 0 && (
            <LeadsTable
              kind={kind}
              items={items}
              me={me}
              setOpen={actions.setOpen}
              openById={(id) => void openById(id)}
            />
          )}
          {(total > 0 || unindexed > 0) && (
            <InboxPager
              page={page}
              offset={offset}
              shown={items.length}
              total={total}
              unindexed={unindexed}
              goToPage={goToPage}
            />
          )}
        </section>
      )}

      <LeadDetailDialog
        kind={kind}
        lead={confirmDelete ? null : open}
        busy={busy}
        onClose={() => actions.setOpen(null)}
        onSetStatus={actions.changeStatus}
        onResendNotification={actions.resend}
        onFilter={(field, value) => {
          actions.setOpen(null);
          update({ [field]: value });
        }}
        onDelete={() => setConfirmDelete(true)}
        me={me}
        assignees={assignees}
        onChanged={(lead) => {
          actions.setOpen(lead);
          reload();
        }}
        onOpenLead={(id) => void openById(id)}
      />
      <AcknowledgementDialog
        kinds={kinds}
        open={autoReplyOpen}
        onClose={() => setAutoReplyOpen(false)}
      />
      <DataRequestDialog
        kinds={kinds}
        open={dataRequestOpen}
        onClose={() => setDataRequestOpen(false)}
        onErased={reload}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t.inbox.deleteTitle({ noun: nounOf(kind) })}
        description={
          open ? t.inbox.deleteFrom({ name: open.name, email: open.email }) : t.inbox.cannotUndo()
        }
        confirmLabel={t.inbox.delete()}
        destructive
        busy={busy}
        onConfirm={actions.remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
