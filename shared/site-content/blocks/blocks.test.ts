import { describe, expect, it } from 'vitest';
import type { EditorField } from '../editor-fields';
import { STRICTNESS } from '../fields';
import { defaultSiteData } from '../defaults';
import { cardsOf } from './cards';
import { BLOCK_KINDS, blockDef, blockList, blockViews, createBlock, exampleBlock } from '.';

// Every kind of block of the registry held to the same rules: its example is what a firm would
// publish and shows something, its editor edits every one of its fields, and a list of blocks
// keeps hidden and empty blocks off the page and each section id once.

describe.each(BLOCK_KINDS)('the %s block', (kind) => {
  const def = blockDef(kind);

  it('its example passes the published schema, has a name and shows something', () => {
    const block = exampleBlock(kind, 1);
    expect(blockList(STRICTNESS.published).safeParse([block]).error?.issues ?? []).toEqual([]);
    expect(def.name(block as never).trim()).not.toBe('');
    expect(blockViews([block], { content: defaultSiteData })).toHaveLength(1);
  });

  it('a new block passes the draft schema’s shape: only blank texts may be refused', () => {
    const result = blockList(STRICTNESS.draft).safeParse([createBlock(kind, 1)]);
    for (const issue of result.error?.issues ?? []) expect(issue.code).toBe('custom');
  });

  it('its editor edits every field of the block, and only those', () => {
    const fields = def.editor.flat() as EditorField<Record<string, unknown>>[];
    const edited = fields.map((f) => f.name).sort();
    expect(edited).toEqual(Object.keys(def.create()).sort());
    for (const image of def.images ?? []) expect(edited).toContain(image);
  });
});

describe('a list of blocks on a page', () => {
  const hero = exampleBlock('hero', 1);
  const team = exampleBlock('team', 2);

  it('leaves out hidden blocks and those with nothing to show', () => {
    const views = blockViews([{ ...hero, hidden: true }, team], {
      content: { ...defaultSiteData, team: [] },
    });
    expect(views).toEqual([]);
  });

  it('leaves out a cards block whose section shows none of its items (no featured download)', () => {
    const docs = defaultSiteData.downloads;
    const block = { ...exampleBlock('cards', 4), ...cardsOf('downloads') };
    const shown = (featured: boolean) =>
      blockViews([block as never], {
        content: { ...defaultSiteData, downloads: docs.map((d) => ({ ...d, featured })) },
      });
    expect(shown(false)).toEqual([]);
    expect(shown(true).map((v) => v.anchor)).toEqual(['downloads']);
  });

  it('gives each section id to the first block that wants it', () => {
    const views = blockViews([team, { ...team, id: 3 }, { ...hero, anchor: 'team' }], {
      content: defaultSiteData,
    });
    expect(views.map((v) => v.anchor)).toEqual(['team', null, null]);
  });
});

describe('a quote form block', () => {
  const form = exampleBlock('form', 1);

  it('chooses its service by slug, and none once that service is gone', () => {
    const [shown] = blockViews([form], { content: defaultSiteData });
    const chosen = defaultSiteData.services.find((s) => s.slug === form.service)!.title;
    expect(shown?.kind === 'form' && shown.data.chosen).toBe(chosen);
    const without = defaultSiteData.services.filter((s) => s.slug !== form.service);
    const [after] = blockViews([form], { content: { ...defaultSiteData, services: without } });
    expect(after?.kind === 'form' && after.data.chosen).toBeNull();
  });
});
