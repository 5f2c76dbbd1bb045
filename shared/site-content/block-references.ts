import { blockReferenceIssues, type Block } from './blocks';
import { collectionDef, COLLECTION_NAMES } from './collections';
import type { ContentIssue } from './redirects';
import type { SiteData } from './schema';

// Blocks that name items of the content (a downloads block its documents, by slug, or a
// category), wherever blocks are: the firm's own pages and the home page. A publish that leaves
// one naming what the content does not have is refused (400 naming the page, the block and the
// field), as a menu entry naming a missing page is (./globals/page-links.ts).

/** Every block's reference to something the content lacks, with its path in the content. */
export function blockContentIssues(content: SiteData): ContentIssue[] {
  const inCollections = COLLECTION_NAMES.flatMap((name) => {
    const { blocks } = collectionDef(name);
    if (!blocks) return [];
    return (content[name] as Record<string, unknown>[]).flatMap((item, i) =>
      blockReferenceIssues(item[blocks] as Block[], content).map((issue) => ({
        ...issue,
        path: [name, i, blocks, ...issue.path],
      })),
    );
  });
  const onHome = blockReferenceIssues(content.pages.home, content).map((issue) => ({
    ...issue,
    path: ['pages', 'home', ...issue.path],
  }));
  return [...inCollections, ...onHome];
}
