import { describe, expect, it } from 'vitest';
import type { EditorField } from '../editor-fields';
import { STRICTNESS } from '../fields';
import { globalDef, GLOBAL_NAMES } from '../globals';
import { collectionPages } from '../pages';
import { FIXED_PAGES } from '../site-paths';
import { defaultSiteData } from '../defaults';
import { collectionDef, COLLECTION_NAMES, HOME_COLLECTIONS, PAGE_COLLECTIONS } from '.';

// Every collection and global of the registry, each held to the same rules: what the built-in
// content holds passes the published schema, a new item is refused until it is filled in, the
// editor edits every field of the item, and pages have unique addresses under their prefix.

const now = new Date('2026-11-28T12:00:00Z');

describe.each(COLLECTION_NAMES)('the %s collection', (name) => {
  const def = collectionDef(name);
  const published = def.item(STRICTNESS.published);

  it('its built-in items pass the published schema and have names', () => {
    for (const item of def.defaults) {
      expect(published.safeParse(item).error?.issues ?? []).toEqual([]);
      expect(def.name(item).trim()).not.toBe('');
    }
  });

  it('a new item is empty: publishing it unfilled is refused, field by field', () => {
    const fresh = { ...def.create(now), slug: 'new-item' };
    const result = def.item(STRICTNESS.draft).safeParse(fresh);
    // Redirects start with a blank from and to, which their own rules refuse.
    expect(result.success).toBe(false);
    for (const issue of result.error!.issues) expect(issue.path.length).toBeGreaterThan(0);
  });

  it('its editor edits every field of the item, and only those', () => {
    const fields = [...(def.editor.aside ?? []), ...def.editor.fields.flat()] as EditorField<
      Record<string, unknown>
    >[];
    const edited = fields.map((f) => f.name).sort();
    // A page's seo is optional, so a new item has none; its editor field is there all the same.
    // What a publish writes (a post's modifiedAt) is no editor's.
    const stamped: readonly string[] = def.stamped ?? [];
    const keys = Object.keys(def.create(now)).filter(
      (key) => key !== 'id' && !stamped.includes(key),
    );
    expect(edited.filter((f) => f !== 'seo')).toEqual(keys.sort());
    expect(new Set(edited).size).toBe(edited.length);
    for (const image of def.images ?? []) expect(edited).toContain(image);
  });
});

describe('pages, sections and globals', () => {
  it('every page of the built-in content has its own address under its prefix', () => {
    for (const name of PAGE_COLLECTIONS) {
      const { prefix } = collectionDef(name).page!;
      const paths = collectionPages(defaultSiteData, name).map((p) => p.path);
      expect(new Set(paths).size).toBe(paths.length);
      if (prefix) for (const path of paths) expect(path.startsWith(prefix)).toBe(true);
    }
  });

  it('a removed page leads to the home page, a section of it or a page, that exists', () => {
    const sections = HOME_COLLECTIONS.map((name) => `/#${collectionDef(name).home!.section}`);
    for (const name of PAGE_COLLECTIONS) {
      const to = collectionDef(name).page!.removedTo;
      if (to !== undefined) expect([...FIXED_PAGES, ...sections]).toContain(to);
    }
  });

  it('each editor has its own address in the admin area', () => {
    const editors = [
      ...COLLECTION_NAMES.map((name) => collectionDef(name).editor.path),
      ...GLOBAL_NAMES.map((name) => globalDef(name).editor.path),
    ];
    expect(new Set(editors).size).toBe(editors.length);
    for (const path of editors) expect(path).toMatch(/^\/admin\/[a-z-]+$/);
  });

  it("each global's built-in value passes the published schema", () => {
    for (const name of GLOBAL_NAMES) {
      const def = globalDef(name);
      expect(def.value(STRICTNESS.published).safeParse(def.defaults).success).toBe(true);
    }
  });
});
