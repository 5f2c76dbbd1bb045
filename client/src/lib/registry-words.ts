// The registry's words (collections' and globals' names, the kinds of block, the editors'
// fields) in the admin's language: its catalogue `adminRegistry`
// (shared/messages/admin/<tag>/registry.json, keyed by the registry's names), the registry's
// own English standing in for a language without one, or a word it lacks. Decision 054,
// "i54-admin-registry". Only the admin's code imports this (the registry's words never travel
// to a public page).

import type { BlockKind } from '@shared/site-content/blocks';
import { collectionDef, type CollectionName } from '@shared/site-content/collections';
import type { EditorField } from '@shared/site-content/editor-fields';
import { globalDef, type GlobalName } from '@shared/site-content/globals';
import { blockDef } from '@shared/site-content/blocks';
import {
  fieldWords,
  registryFields,
  withWords,
  type WordTree,
} from '@shared/site-content/registry-words';
import { loadedAdminMessages } from './admin-messages';

type Compiled = { [key: string]: Compiled | (() => string) | undefined };

/** A tree of the registry's English words; an absent one (an editor without a dashboard line) stays absent. */
type English = { readonly [key: string]: string | English | undefined };

/** `english` (a tree of the registry's words) as the loaded catalogue says it at `path`. */
function translate<T extends English>(path: readonly string[], english: T): T {
  let node = loadedAdminMessages('adminRegistry') as Compiled | undefined;
  for (const key of path) node = node?.[key] as Compiled | undefined;
  if (!node) return english;
  const walk = (tree: English, own: Compiled | undefined): English =>
    Object.fromEntries(
      Object.entries(tree).map(([key, value]) => {
        const mine = own?.[key];
        if (typeof value === 'object') {
          return [key, walk(value, typeof mine === 'object' ? mine : undefined)];
        }
        return [key, typeof mine === 'function' && value !== undefined ? mine() : value];
      }),
    );
  return walk(english, node) as T;
}

/** A collection's names and its editor's own lines, in the admin's language. */
export function collectionWords(name: CollectionName) {
  const { title, one, many, editor } = collectionDef(name);
  const { what, description, addLabel, listLabel, saved, empty, dashboard } = editor;
  return translate([name], {
    title,
    one,
    many,
    what,
    editor: { description, addLabel, listLabel, saved, empty: { ...empty }, dashboard },
  });
}

/** A global's name and its editor's "what", in the admin's language. */
export function globalWords(name: GlobalName) {
  const def = globalDef(name);
  return translate([name], { title: def.title, what: def.editor.what });
}

/** A kind of block's name and its line in the Add menu, in the admin's language. */
export function blockWords(kind: BlockKind) {
  const def = blockDef(kind);
  return translate(['blocks', kind], { label: def.label, description: def.description });
}

/** Where each field of the registry is in the catalogue (a field is the registry's own object). */
let paths: WeakMap<object, readonly string[]> | null = null;

function pathOf(field: object): readonly string[] | undefined {
  if (!paths) {
    paths = new WeakMap();
    const { collections, blocks } = registryFields();
    for (const [name, fields] of Object.entries(collections)) {
      for (const f of fields) paths.set(f, [name, 'fields', f.name]);
    }
    for (const [kind, fields] of Object.entries(blocks)) {
      for (const f of fields) paths.set(f, ['blocks', kind, 'fields', f.name]);
    }
  }
  return paths.get(field);
}

/**
 * An editor field with its label, hint, placeholder and option labels in the admin's language;
 * the field itself in English, or when it is none of the registry's.
 */
export function inAdminLanguage<F extends EditorField<never>>(field: F): F {
  const path = pathOf(field);
  if (!path || !loadedAdminMessages('adminRegistry')) return field;
  const english = fieldWords(field as never);
  return withWords(field as never, translate(path, english) as WordTree) as F;
}

/** A content editor's name and "what" (its sidebar item, "… is not available for your role"). */
export function editorWords(
  page: { collection: CollectionName } | { global: GlobalName } | object,
): { title: string; what: string } | null {
  if ('collection' in page) return collectionWords(page.collection);
  if ('global' in page) return globalWords(page.global);
  return null;
}
