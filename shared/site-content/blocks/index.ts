import { z } from 'zod';
import type { Strictness } from '../fields';
import type { ContentReader } from '../collection';
import type { BlockBase, BlockContext, BlockDef, BlockIssue, BlockViewBase } from './block';
import { blockBase } from './block';
import { cards } from './cards';
import { cta } from './cta';
import { downloads } from './downloads';
import { faq } from './faq';
import { figures } from './figures';
import { form } from './form';
import { hero } from './hero';
import { media } from './media';
import { team } from './team';
import { text } from './text';

// Every kind of block, once, in the order the editor's Add menu lists them. The schema of a
// list of blocks, the views a page shows, the structured data, the images publishing uploads
// and the editor are derived from it; the client's map of components is typed by BlockKind.

export const blocks = { hero, text, media, figures, cards, downloads, team, faq, cta, form };

type Registry = typeof blocks;
export type BlockKind = keyof Registry;
export const BLOCK_KINDS = Object.keys(blocks) as BlockKind[];

export type BlockFieldsOf<K extends BlockKind> =
  Registry[K] extends BlockDef<infer Fields, infer _View> ? Fields : never;
export type BlockViewOf<K extends BlockKind> =
  Registry[K] extends BlockDef<infer _Fields, infer View> ? View : never;

/** A block as stored: every block's fields, its kind and its own. */
export type Block = { [K in BlockKind]: BlockBase & { kind: K } & BlockFieldsOf<K> }[BlockKind];
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;

/** What a page shows of a block: its id, anchor, kind and view. */
export type BlockView = {
  [K in BlockKind]: BlockViewBase & { kind: K; data: BlockViewOf<K> };
}[BlockKind];

/** A kind's definition, for code that handles every kind alike. */
export function blockDef(kind: BlockKind): BlockDef<Record<string, unknown>, unknown> {
  return blocks[kind] as unknown as BlockDef<Record<string, unknown>, unknown>;
}

/** The blocks a page may have at most: enough for a long landing page, bounded to render. */
export const MAX_BLOCKS = 40;

const kindError = `Block kind must be one of ${BLOCK_KINDS.join(', ')}`;

/** One block of any kind: 400 naming the block (its index) and the field. */
function blockSchema(strictness: Strictness) {
  const options = BLOCK_KINDS.map((kind) =>
    (blockDef(kind).fields(strictness) as unknown as z.ZodObject).safeExtend({
      ...blockBase,
      kind: z.literal(kind, { error: kindError }),
    }),
  );
  return z.discriminatedUnion('kind', options as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: kindError,
  });
}

/** An ordered list of blocks, at a strictness; ids unique within it. */
export function blockList(strictness: Strictness): z.ZodType<Block[]> {
  return z
    .array(blockSchema(strictness), { error: 'Blocks must be a list' })
    .max(MAX_BLOCKS, `At most ${MAX_BLOCKS} blocks`)
    .superRefine((list, ctx) => {
      const seen = new Set<unknown>();
      (list as { id: unknown }[]).forEach((block, i) => {
        if (seen.has(block.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'two blocks share an id' });
        seen.add(block.id);
      });
    }) as unknown as z.ZodType<Block[]>;
}

/** A new block of `kind`, as the editor's Add makes it. */
export function createBlock<K extends BlockKind>(kind: K, id: number): BlockOf<K> {
  return { id, kind, hidden: false, anchor: '', ...blockDef(kind).create() } as BlockOf<K>;
}

/** A block of `kind` filled in as the firm would (its kind's example). */
export function exampleBlock<K extends BlockKind>(kind: K, id: number): BlockOf<K> {
  return {
    id,
    kind,
    hidden: false,
    anchor: '',
    ...(JSON.parse(JSON.stringify(blockDef(kind).example)) as object),
  } as BlockOf<K>;
}

/** The block in its card and in messages: "Hero: About us". */
export function blockName(block: Block): string {
  const def = blockDef(block.kind);
  const own = def.name(block as never).trim();
  return own ? `${def.label}: ${own}` : def.label;
}

/**
 * What a page shows of its blocks: hidden ones and those with nothing to show left out, each
 * with its view and its section's id (the first block to want an id gets it).
 */
export function blockViews(list: readonly Block[], context: BlockContext): BlockView[] {
  const used = new Set<string>();
  return list.flatMap((block) => {
    if (block.hidden) return [];
    const def = blockDef(block.kind);
    const data = def.view(block as never, context);
    if (data === null) return [];
    const wanted = block.anchor || def.anchor?.(block as never) || null;
    const anchor = wanted && !used.has(wanted) ? wanted : null;
    if (anchor) used.add(anchor);
    return [{ id: block.id, kind: block.kind, anchor, data } as BlockView];
  });
}

/**
 * What the blocks of a list name that `content` does not have (a picked document removed since),
 * each issue's path from the list: [2, 'documents', 0]. Hidden blocks too: shown again later,
 * they would show less than the firm picked.
 */
export function blockReferenceIssues(list: readonly Block[], content: ContentReader): BlockIssue[] {
  return list.flatMap((block, i) =>
    (blockDef(block.kind).references?.(block as never, content) ?? []).map((issue) => ({
      ...issue,
      path: [i, ...issue.path],
    })),
  );
}

/** The schema.org objects the blocks of a page add to it (a FAQ's FAQPage). */
export function blockStructuredData(
  views: readonly BlockView[],
  url: (path: string) => string,
): object[] {
  return views.flatMap((view) => blockDef(view.kind).structuredData?.(view.data, url) ?? []);
}

type Src = string | null;

/** The blocks with `map` applied to every image field. */
export function mapBlockImages(list: readonly Block[], map: (src: Src) => Src): Block[] {
  return list.map((block) => {
    const fields = blockDef(block.kind).images ?? [];
    if (fields.length === 0) return block;
    const out: Record<string, unknown> = { ...block };
    for (const field of fields) out[field] = map(out[field] as Src);
    return out as unknown as Block;
  });
}

export type { BlockBase, BlockIssue, BlockViewBase } from './block';
