import { HardDrive } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { formatBytes } from '@shared/vocabularies/attachments';
import type { AttachmentStorage } from '@shared/schemas/storage';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

/** Uploads are said to be nearly refused once the attachments take this share of their room. */
const NEARLY_FULL = 0.9;

/** What the notice says, or null while the forms take files with room to spare. */
export function storageWarning(s: AttachmentStorage): { title: string; text: string } | null {
  const used = `${formatBytes(s.attachments_bytes)} of ${formatBytes(s.attachments_max_bytes)}`;
  const free = s.free_bytes === null ? '' : ` (${formatBytes(s.free_bytes)} free)`;
  if (s.refusing === 'disk') {
    return {
      title: 'Quote and job forms refuse files: the disk is nearly full',
      text:
        `Less than ${formatBytes(s.min_free_bytes)} is free on the server's disk${free}, so ` +
        'visitors can send requests only without files. Free space on the server, or delete old ' +
        'leads with their files.',
    };
  }
  if (s.refusing === 'quota') {
    return {
      title: 'Quote and job forms refuse files: their room is full',
      text:
        `The files of leads take ${used} (ATTACHMENTS_MAX_MB), so visitors can send requests ` +
        'only without files. Delete old leads with their files, or raise the setting.',
    };
  }
  if (s.attachments_bytes >= s.attachments_max_bytes * NEARLY_FULL) {
    return {
      title: 'The room for files is nearly full',
      text: `The files of leads take ${used}. Once it is full, the forms refuse files.`,
    };
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
  const warning = status ? storageWarning(status) : null;
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
