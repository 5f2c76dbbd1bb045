import type Database from 'better-sqlite3';
import { filesNamedIn } from '@shared/site-content/content-files';

/**
 * The content's files (a certificate's PDF, services/files/) that the versions in a database
 * name: what a restore of it, or of any version in it, needs. A backup carries them
 * (./backup-bundle.ts): a file is on disk before its upload answers and never changes after,
 * and one a version names is never deleted.
 */
export function contentFileNames(db: Database.Database): string[] {
  const names = new Set<string>();
  const contents = db
    .prepare("SELECT content FROM site_content_versions WHERE instr(content, '/files/') > 0")
    .pluck()
    .iterate() as Iterable<string>;
  for (const content of contents) for (const name of filesNamedIn(content)) names.add(name);
  return [...names].sort();
}
