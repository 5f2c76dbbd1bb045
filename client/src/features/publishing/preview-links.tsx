import { Copy, Link2 } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CreatedPreviewLink, PreviewLink } from '@shared/site-content/preview-link-schemas';
import { PREVIEW_LINK_HOURS } from '@shared/site-content/preview-link-schemas';
import { Button } from '~/components/ui/button';
import { SelectField } from '~/components/ui/field';
import { ModalDialog } from '~/components/ui/modal-dialog';
import { Spinner } from '~/components/ui/spinner';
import { toast } from '~/lib/toast-store';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from './preview-links-api';
import { formatDateTime } from '~/lib/format-date-time';
import publishingEnglish from '@shared/messages/compiled/en/adminPublishing.js';
import { useAdminMessages } from '~/lib/admin-messages';

type Texts = typeof publishingEnglish.previewLinks;

// Preview links in the admin area: Share on a version of the history makes one (the address is
// shown to copy), and the list beside the history shows every link with Revoke.

/** The lifetimes offered, in hours: a day by default, up to the most the server allows. */
const LIFETIMES = [1, PREVIEW_LINK_HOURS.default, 72, 168, PREVIEW_LINK_HOURS.max];

/** A lifetime in words: in hours up to a day (24 hours), in days beyond. */
const lifetime = (hours: number, t: Texts) =>
  hours > 24 && hours % 24 === 0 ? t.days({ count: hours / 24 }) : t.hours({ count: hours });

// A new link shows in the list at once: the list reloads when this count moves.
let changes = 0;
const listeners = new Set<() => void>();
function changed() {
  changes++;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

async function copy(url: string, t: Texts) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t.copied() });
  } catch {
    toast({ title: t.copyByHand(), description: t.noClipboard() });
  }
}

/** Share on a version: a dialog that makes a link of the chosen lifetime and shows it. */
export function SharePreviewButton({ version }: { version: number }) {
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(PREVIEW_LINK_HOURS.default);
  const [link, setLink] = useState<CreatedPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const { previewLinks: t } = useAdminMessages('adminPublishing', publishingEnglish);

  async function create() {
    setBusy(true);
    try {
      setLink(await createPreviewLink(version, hours));
      changed();
    } catch {
      toast({ title: t.makeFailed(), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setOpen(false);
    setLink(null);
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t.share()}
        <span className="sr-only">{t.shareSuffix({ version })}</span>
      </Button>
      <ModalDialog
        open={open}
        onClose={close}
        title={t.shareTitle({ version })}
        description={t.shareText()}
        footer={
          link ? (
            <Button onClick={close}>{t.done()}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={close} disabled={busy}>
                {t.cancel()}
              </Button>
              <Button onClick={create} disabled={busy} aria-busy={busy}>
                <Link2 className="h-4 w-4" aria-hidden="true" />
                {busy ? t.making() : t.make()}
              </Button>
            </>
          )
        }
      >
        {link ? (
          <div className="space-y-2">
            <label htmlFor="preview-link-url" className="block text-sm font-medium">
              {t.link()}
            </label>
            <input
              id="preview-link-url"
              readOnly
              value={link.url}
              data-testid="preview-link-url"
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm"
            />
            <p className="text-sm text-muted-foreground">
              {t.worksUntil({ when: formatDateTime(link.expires_at) })}
            </p>
            <Button variant="outline" size="sm" onClick={() => copy(link.url, t)}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              {t.copyLink()}
            </Button>
          </div>
        ) : (
          <SelectField
            label={t.lifetime()}
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {LIFETIMES.map((h) => (
              <option key={h} value={h}>
                {lifetime(h, t)}
              </option>
            ))}
          </SelectField>
        )}
      </ModalDialog>
    </>
  );
}

function LinkRow({ link, onRevoke }: { link: PreviewLink; onRevoke: (id: string) => void }) {
  const active = link.status === 'active';
  const { previewLinks: t, version } = useAdminMessages('adminPublishing', publishingEnglish);
  const suffix = <span className="sr-only">{t.linkSuffix({ version: link.version })}</span>;
  return (
    <li
      data-testid="preview-link-row"
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium">
          {version.title({ version: link.version })}
          <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs">{t[link.status]()}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {t.shared({
            when: formatDateTime(link.created_at),
            name: link.created_by ?? version.deletedAccount(),
          })}
          {link.revoked_at
            ? t.revokedBy({
                when: formatDateTime(link.revoked_at),
                name: link.revoked_by ?? version.deletedAccount(),
              })
            : (active ? t.worksUntilAfter : t.expiredAfter)({
                when: formatDateTime(link.expires_at),
              })}
        </p>
      </div>
      {active && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => copy(link.url, t)}>
            {t.copy()}
            {suffix}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onRevoke(link.id)}>
            {t.revoke()}
            {suffix}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Every preview link, newest first, with Copy and Revoke for those that still work. */
export function PreviewLinks() {
  const change = useSyncExternalStore(subscribe, () => changes);
  const [links, setLinks] = useState<PreviewLink[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { previewLinks: t } = useAdminMessages('adminPublishing', publishingEnglish);

  const load = useCallback(() => {
    setFailed(false);
    listPreviewLinks().then(setLinks, () => setFailed(true));
  }, []);
  useEffect(load, [load, change]);

  async function revoke(id: string) {
    try {
      await revokePreviewLink(id);
      toast({ title: t.revokedToast(), description: t.revokedText() });
      changed();
    } catch {
      toast({ title: t.revokeFailed(), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="preview-links-heading" className="mt-8 space-y-3">
      <h2 id="preview-links-heading" className="text-lg font-semibold">
        {t.heading()}
      </h2>
      {failed ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>{t.loadFailed()}</p>
          <Button variant="outline" size="sm" onClick={load}>
            {t.tryAgain()}
          </Button>
        </div>
      ) : !links ? (
        <Spinner label={t.loading()} />
      ) : links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.empty()}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border bg-card">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} onRevoke={revoke} />
          ))}
        </ul>
      )}
    </section>
  );
}
