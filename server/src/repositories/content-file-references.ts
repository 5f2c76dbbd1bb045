import { filesNamedIn } from '@shared/site-content/content-files';
import type { DatabaseHandle } from '../db/connection';

/**
 * The stored files (`<hash>.<ext>`) that any version of the site content names, published or
 * saved, in a file field or a link: what is kept on disk (a restore or a saved version's publish
 * brings them back). Reads only the versions that name a file at all; a daily job's query.
 */
export function createContentFileReferences(db: DatabaseHandle) {
  const named = db.sqlite
    .prepare("SELECT content FROM site_content_versions WHERE instr(content, '/files/') > 0")
    .pluck();
  return {
    namedByVersions(): Set<string> {
      const names = new Set<string>();
      for (const content of named.iterate() as Iterable<string>)
        for (const name of filesNamedIn(content)) names.add(name);
      return names;
    },
  };
}
