import { FileDown, FileUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast-store';
import type { SiteData } from '~/lib/site-data';
import { getBuiltInContent } from '~/lib/site-data/built-in-content';
import { getWorkingCopy, saveWorkingCopy } from '~/lib/site-data/working-copy';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { saveBlob } from '~/lib/save-blob';
import { contentFileName, parseContentFile, serializeContent } from './content-file';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * The working copy lives in this browser until it is published; the admin can download it as a JSON file and
 * load it again (here or in another browser). An import is validated whole and confirmed before
 * it replaces anything.
 */
export function ContentTransferCard() {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ name: string; data: SiteData } | null>(null);
  const { transfer: t, save } = useAdminMessages('adminEditors', editorsEnglish);

  function exportContent() {
    const now = new Date();
    const blob = new Blob([serializeContent(getWorkingCopy(), now)], { type: 'application/json' });
    saveBlob(blob, contentFileName(now));
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // Choosing the same file again must fire change again.
    if (!file) return;
    setError(null);
    const result = parseContentFile(await file.text(), getBuiltInContent() ?? undefined, t);
    if (!result.ok) {
      setError(t.couldNot({ file: file.name, error: result.error }));
      return;
    }
    setPending({ name: file.name, data: result.data });
  }

  function applyImport() {
    if (!pending) return;
    try {
      saveWorkingCopy(pending.data);
      toast({ title: save.saved(), description: t.imported() });
    } catch {
      toast({ title: t.importFailed(), description: save.storageFull(), variant: 'destructive' });
    }
    setPending(null);
  }

  return (
    <section
      aria-labelledby="content-backup-title"
      className="rounded-lg border border-border bg-card p-5"
    >
      <h2 id="content-backup-title" className="font-semibold">
        {t.heading()}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.text()}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={exportContent}>
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {t.export()}
        </Button>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <FileUp className="h-4 w-4" aria-hidden="true" />
          {t.import()}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t.fileLabel()}
          onChange={onFile}
        />
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t.replaceTitle()}
        description={
          pending
            ? t.replaceText({
                file: pending.name,
                posts: pending.data.blogPosts.length,
                members: pending.data.team.length,
              })
            : ''
        }
        confirmLabel={t.replace()}
        destructive
        onConfirm={applyImport}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
