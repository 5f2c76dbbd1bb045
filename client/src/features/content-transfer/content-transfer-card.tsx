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

/**
 * The working copy lives in this browser until it is published; the admin can download it as a JSON file and
 * load it again (here or in another browser). An import is validated whole and confirmed before
 * it replaces anything.
 */
export function ContentTransferCard() {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ name: string; data: SiteData } | null>(null);

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
    const result = parseContentFile(await file.text(), getBuiltInContent() ?? undefined);
    if (!result.ok) {
      setError(`Could not import “${file.name}”. ${result.error} Nothing was changed.`);
      return;
    }
    setPending({ name: file.name, data: result.data });
  }

  function applyImport() {
    if (!pending) return;
    try {
      saveWorkingCopy(pending.data);
      toast({ title: 'Success!', description: 'Site content has been imported' });
    } catch {
      toast({
        title: 'Import failed',
        description: "The browser's storage is full. Use smaller images and try again.",
        variant: 'destructive',
      });
    }
    setPending(null);
  }

  return (
    <section
      aria-labelledby="content-backup-title"
      className="rounded-lg border border-border bg-card p-5"
    >
      <h2 id="content-backup-title" className="font-semibold">
        Content backup
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Your working copy of the blog posts, team members and site settings is stored in this
        browser until you publish it. Export it to a file to keep a copy or to move it to another
        browser.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={exportContent}>
          <FileDown className="h-4 w-4" aria-hidden="true" />
          Export content
        </Button>
        <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
          <FileUp className="h-4 w-4" aria-hidden="true" />
          Import content
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Content file to import"
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
        title="Replace the site content?"
        description={
          pending
            ? `“${pending.name}” has ${pending.data.blogPosts.length} blog posts and ${pending.data.team.length} team members. Importing it replaces all blog posts, team members and site settings.`
            : ''
        }
        confirmLabel="Replace content"
        destructive
        onConfirm={applyImport}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
