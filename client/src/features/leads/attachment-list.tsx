import type { Attachment } from '@shared/schemas/leads';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '~/lib/toast-store';
import { formatBytes } from './lead-format';
import { describeError, downloadAttachment } from './leads-api';
import { useLeadTexts } from './lead-texts';

/**
 * The files that came with a lead, each a download (the API needs the Bearer token, so a button
 * that fetches and saves it rather than a plain link). The server sends them as attachments
 * with nosniff: a file is never opened as a page of this site.
 */
export function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const t = useLeadTexts();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (file: Attachment) => {
    setBusy(file.id);
    try {
      await downloadAttachment(file.id, file.filename);
    } catch (error) {
      toast({
        title: t.inbox.downloadFailed(),
        description: describeError(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="space-y-1">
      {attachments.map((file) => (
        <li key={file.id} className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            onClick={() => void download(file)}
            disabled={busy === file.id}
            className="inline-flex min-w-0 items-center gap-1.5 text-start text-primary hover:underline disabled:opacity-60"
          >
            <Download className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{file.filename}</span>
            <span className="sr-only">{t.dialog.download()}</span>
          </button>
          <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
            {formatBytes(file.size)}
          </span>
        </li>
      ))}
    </ul>
  );
}
