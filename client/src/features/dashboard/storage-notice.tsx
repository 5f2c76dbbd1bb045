import { HardDrive } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { formatBytes } from '@shared/vocabularies/attachments';
import type { AttachmentStorage } from '@shared/schemas/storage';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';
import { useAdminMessages } from '~/lib/admin-messages';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import type { DashboardTexts } from './content-cards';

/** Uploads are said to be nearly refused once the attachments take this share of their room. */
const NEARLY_FULL = 0.9;

/** What the notice says, or null while the forms take files with room to spare. */
export function storageWarning(
  s: AttachmentStorage,
  { storage: t }: DashboardTexts,
): { title: string; text: string } | null {
  const used = t.used({
    used: formatBytes(s.attachments_bytes),
    max: formatBytes(s.attachments_max_bytes),
  });
  const free = s.free_bytes === null ? '' : t.free({ free: formatBytes(s.free_bytes) });
  if (s.refusing === 'disk') {
    return { title: t.diskTitle(), text: t.diskText({ min: formatBytes(s.min_free_bytes), free }) };
  }
  if (s.refusing === 'quota') return { title: t.quotaTitle(), text: t.quotaText({ used }) };
  if (s.attachments_bytes >= s.attachments_max_bytes * NEARLY_FULL) {
    return { title: t.nearlyTitle(), text: t.nearlyText({ used }) };
  }
  return null;
}

/**
 * The dashboard's notice when the forms refuse uploads (507) or soon will: the room for the
 * files of leads (ATTACHMENTS_MAX_MB) or the disk's free-space floor. Quiet otherwise, and when
 * the status cannot be read.
 */
export function StorageNotice() {
  const { data: status } = useQuery({
    queryKey: ['storage'],
    queryFn: () => adminApi.GET('/api/admin/storage').then(dataOrThrow),
  });
  const { dashboard } = useAdminMessages('adminShell', shellEnglish);
  const warning = status ? storageWarning(status, dashboard) : null;
  if (!warning) return null;
  return (
    <section
      aria-labelledby="storage-notice-title"
      className="mb-6 flex gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm"
    >
      <HardDrive className="mt-0.5 h-5 w-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="space-y-1">
        <h2 id="storage-notice-title" className="font-semibold">
          {warning.title}
        </h2>
        <p>{warning.text}</p>
      </div>
    </section>
  );
}
