import { blockIssues, type Block } from './blocks';
import type { ContentReader } from './collection';
import { collectionDef, COLLECTION_NAMES } from './collections';

// The rules of the content that one item's schema cannot see: what a block refers to (a quote
// form's service) must be in the content. Checked with the content's schema (./schema.ts), so
// a publish that breaks one is a 400 naming the field.

export interface ContentIssue {
  /** Path inside the content, e.g. ['customPages', 0, 'blocks', 3, 'service']. */
  path: (string | number)[];
  message: string;
}

/** The issues of every list of blocks in the collections. */
export function contentIssues(content: ContentReader): ContentIssue[] {
  return COLLECTION_NAMES.flatMap((name) => {
    const field = collectionDef(name).blocks;
    if (!field) return [];
    return ((content[name] ?? []) as Record<string, unknown>[]).flatMap((item, i) =>
      blockIssues(item[field] as Block[], { content }).map(({ index, field: at, message }) => ({
        path: [name, i, field, index, at],
        message,
      })),
    );
  });
}
