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

// Preview links in the admin area: Share on a version of the history makes one (the address is
// shown to copy), and the list beside the history shows every link with Revoke.

/** The lifetimes offered, in hours: a day by default, up to the most the server allows. */
const LIFETIMES = [
  { hours: 1, label: '1 hour' },
  { hours: PREVIEW_LINK_HOURS.default, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
  { hours: PREVIEW_LINK_HOURS.max, label: '30 days' },
];

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

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied' });
  } catch {
    toast({ title: 'Copy it by hand', description: 'The clipboard is not available here.' });
  }
}

/** Share on a version: a dialog that makes a link of the chosen lifetime and shows it. */
export function SharePreviewButton({ version }: { version: number }) {
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState<number>(PREVIEW_LINK_HOURS.default);
  const [link, setLink] = useState<CreatedPreviewLink | null>(null);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      setLink(await createPreviewLink(version, hours));
      changed();
    } catch {
      toast({ title: 'The link could not be made', variant: 'destructive' });
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
        Share<span className="sr-only"> version {version} as a preview link</span>
      </Button>
      <ModalDialog
        open={open}
        onClose={close}
        title={`Share version ${version}`}
        description="A link to this version's pages for people without an account. It is not indexed by search engines and stops working when it expires or is revoked."
        footer={
          link ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={create} disabled={busy} aria-busy={busy}>
                <Link2 className="h-4 w-4" aria-hidden="true" />
                {busy ? 'Making the link…' : 'Make link'}
              </Button>
            </>
          )
        }
      >
        {link ? (
          <div className="space-y-2">
            <label htmlFor="preview-link-url" className="block text-sm font-medium">
              Preview link
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
              Works until {formatDateTime(link.expires_at)}.
            </p>
            <Button variant="outline" size="sm" onClick={() => copy(link.url)}>
              <Copy className="h-4 w-4" aria-hidden="true" />
              Copy link
            </Button>
          </div>
        ) : (
          <SelectField
            label="The link works for"
            value={hours}
            onChange={(event) => setHours(Number(event.target.value))}
          >
            {LIFETIMES.map((l) => (
              <option key={l.hours} value={l.hours}>
                {l.label}
              </option>
            ))}
          </SelectField>
        )}
      </ModalDialog>
    </>
  );
}

const STATUS: Record<PreviewLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

function LinkRow({ link, onRevoke }: { link: PreviewLink; onRevoke: (id: string) => void }) {
  const active = link.status === 'active';
  return (
    <li
      data-testid="preview-link-row"
      className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="font-medium">
          Version {link.version}
          <span className="ms-2 rounded-full bg-muted px-2 py-0.5 text-xs">
            {STATUS[link.status]}
          </span>
        </p>
        <p className="text-xs text-muted-foreground">
          Shared {formatDateTime(link.created_at)} by {link.created_by ?? 'a deleted account'}
          {link.revoked_at
            ? `; revoked ${formatDateTime(link.revoked_at)} by ${link.revoked_by}`
            : `; ${active ? 'works until' : 'expired'} ${formatDateTime(link.expires_at)}`}
        </p>
      </div>
      {active && (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => copy(link.url)}>
            Copy<span className="sr-only"> the link to version {link.version}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => onRevoke(link.id)}>
            Revoke<span className="sr-only"> the link to version {link.version}</span>
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

  const load = useCallback(() => {
    setFailed(false);
    listPreviewLinks().then(setLinks, () => setFailed(true));
  }, []);
  useEffect(load, [load, change]);

  async function revoke(id: string) {
    try {
      await revokePreviewLink(id);
      toast({ title: 'Link revoked', description: 'It stopped working at once.' });
      changed();
    } catch {
      toast({ title: 'The link could not be revoked', variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="preview-links-heading" className="mt-8 space-y-3">
      <h2 id="preview-links-heading" className="text-lg font-semibold">
        Preview links
      </h2>
      {failed ? (
        <div role="alert" className="space-y-2 text-sm">
          <p>The preview links could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={load}>
            Try again
          </Button>
        </div>
      ) : !links ? (
        <Spinner label="Loading the preview links" />
      ) : links.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No preview links yet. Share a version above to let someone without an account see its
          pages.
        </p>
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
