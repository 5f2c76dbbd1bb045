import { formatAddress } from '@shared/site-content/postal-address';
import { NewerOlderPager } from '~/components/ui/newer-older-pager';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SiteContentVersion } from '@shared/site-content/api-schemas';
import { collectionDef, COLLECTION_NAMES } from '@shared/site-content/collections';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/lib/toast-store';
import { saveWorkingCopy, setLiveContent, useLiveContent } from '~/lib/site-data/working-copy';
import { draftDone } from './draft-sync';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { ModalDialog } from '~/components/ui/modal-dialog';
import {
  fetchLiveContent,
  getVersion,
  isReviewRequested,
  listVersions,
  restoreVersion,
} from './publishing-api';
import { VersionRow } from './version-row';
import { SharePreviewButton } from './preview-links';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

const PAGE_SIZE = 20;

function VersionContent({ version }: { version: SiteContentVersion }) {
  const content = version.content;
  const { settings } = content;
  const { history: t } = useAdminMessages('adminPublishing', publishingEnglish);
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-[6rem_1fr] gap-1">
        <dt className="text-muted-foreground">{t.phone()}</dt>
        <dd>{settings.phone}</dd>
        <dt className="text-muted-foreground">{t.email()}</dt>
        <dd>{settings.email}</dd>
        <dt className="text-muted-foreground">{t.address()}</dt>
        <dd>{formatAddress(settings.address)}</dd>
      </dl>
      {COLLECTION_NAMES.map((key) => {
        // A version stored before a collection existed has none of it.
        const items = (content[key] ?? []) as { id: number }[];
        const { title, name } = collectionDef(key);
        return (
          <div key={key}>
            <h3 className="font-semibold">
              {title} ({items.length})
            </h3>
            <ul className="list-disc break-words ps-5">
              {items.map((item) => (
                <li key={item.id}>{name(item)}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The versions, newest first: published ones (who, what, when) and saved ones, each with its
 * story (reviews, approvals, schedules); view, share and restore.
 */
export function VersionHistory() {
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<SiteContentVersion | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    history: t,
    publishToast,
    version: versionTexts,
  } = useAdminMessages('adminPublishing', publishingEnglish);

  const queries = useQueryClient();
  const query = useQuery({
    queryKey: ['versions', offset],
    queryFn: () => listVersions(PAGE_SIZE, offset),
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  const liveVersion = useLiveContent()?.version;

  async function view(version: number) {
    try {
      setViewing(await getVersion(version));
    } catch {
      toast({ title: t.loadFailed(), variant: 'destructive' });
    }
  }

  async function restore(version: number) {
    setBusy(true);
    try {
      const published = await restoreVersion(version);
      setRestoring(null);
      if (isReviewRequested(published)) {
        // Review on: the old content waits for an approval; nothing went live.
        toast({
          title: publishToast.reviewRequested(),
          description: t.restoreReview({ version }),
        });
        await queries.invalidateQueries({ queryKey: ['versions'] });
        await queries.invalidateQueries({ queryKey: ['reviews'] });
        return;
      }
      const live = await fetchLiveContent();
      setLiveContent(live);
      // The editors continue from what is now live; the account's draft goes.
      saveWorkingCopy(live.content, live.version, { fromServer: true });
      void draftDone();
      toast({
        title: publishToast.published(),
        description: t.restored({ version, published: published.version }),
      });
      setRestoring(null);
      setOffset(0);
      // The restore is the newest version now, on the first page.
      await queries.invalidateQueries({ queryKey: ['versions'] });
    } catch {
      toast({ title: t.restoreFailed(), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (query.isError && !query.isFetching) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm">{t.listFailed()}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t.tryAgain()}
        </Button>
      </div>
    );
  }
  if (!page) return <Spinner label={t.loading()} />;
  if (page.total === 0) {
    return <p className="text-sm text-muted-foreground">{t.empty()}</p>;
  }
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-border rounded-lg border border-border bg-card">
        {page.items.map((v) => (
          <VersionRow
            key={v.version}
            version={v}
            live={v.version === liveVersion}
            actions={
              <>
                <Button variant="outline" size="sm" onClick={() => view(v.version)}>
                  {t.view()}
                  <span className="sr-only">{t.versionSuffix({ version: v.version })}</span>
                </Button>
                <SharePreviewButton version={v.version} />
                {v.status === 'published' && v.version !== liveVersion && (
                  <Button variant="outline" size="sm" onClick={() => setRestoring(v.version)}>
                    {t.restore()}
                    <span className="sr-only">{t.versionSuffix({ version: v.version })}</span>
                  </Button>
                )}
              </>
            }
          />
        ))}
      </ul>
      <NewerOlderPager
        className="text-muted-foreground"
        offset={offset}
        pageSize={PAGE_SIZE}
        shown={page.items.length}
        total={page.total}
        onOffsetChange={setOffset}
      />
      <ModalDialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing ? versionTexts.title({ version: viewing.version }) : ''}
        description={viewing?.summary}
      >
        {viewing && <VersionContent version={viewing} />}
      </ModalDialog>
      <ConfirmDialog
        open={restoring !== null}
        title={t.restoreTitle({ version: restoring ?? '' })}
        description={t.restoreText()}
        confirmLabel={t.restoreConfirm()}
        busy={busy}
        onConfirm={() => restoring !== null && restore(restoring)}
        onCancel={() => setRestoring(null)}
      />
    </div>
  );
}
