import { describe, expect, it } from 'vitest';
import shellEnglish from '@shared/messages/compiled/en/adminShell.js';
import { storageWarning as warningIn } from './storage-notice';

const storageWarning = (s: Parameters<typeof warningIn>[0]) => warningIn(s, shellEnglish.dashboard);

const MB = 1024 * 1024;
const status = {
  attachments_bytes: 100 * MB,
  attachments_max_bytes: 2048 * MB,
  free_bytes: 50_000 * MB,
  min_free_bytes: 1024 * MB,
  refusing: null,
} as const;

describe('the dashboard on the room for files', () => {
  it('says nothing while files are taken with room to spare', () => {
    expect(storageWarning(status)).toBeNull();
  });

  it('says the forms refuse files, and why', () => {
    expect(storageWarning({ ...status, refusing: 'disk', free_bytes: 900 * MB })).toMatchObject({
      title: 'Quote and job forms refuse files: the disk is nearly full',
      text: expect.stringContaining('Less than 1 GB is free'),
    });
    expect(
      storageWarning({ ...status, refusing: 'quota', attachments_bytes: 2048 * MB }),
    ).toMatchObject({ title: 'Quote and job forms refuse files: their room is full' });
  });

  it('warns before the room is full', () => {
    expect(storageWarning({ ...status, attachments_bytes: 1900 * MB })?.title).toBe(
      'The room for files is nearly full',
    );
  });
});
