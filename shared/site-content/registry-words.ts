import { blockDef, BLOCK_KINDS } from './blocks';
import { collectionDef, COLLECTION_NAMES } from './collections';
import type { EditorField } from './editor-fields';
import { globalDef, GLOBAL_NAMES } from './globals';

// The words the registry gives the admin (collections' and globals' names, the kinds of block,
// every editor field's label, hint, placeholder and option labels), as one tree keyed by the
// registry's own names: English is the registry itself; another language's are a catalogue of
// their own, shared/messages/admin/<tag>/registry.json, of this very shape (decision 054,
// "i54-admin-registry"). The admin reads them through client/src/lib/registry-words.ts.

export interface WordTree {
  [key: string]: string | WordTree;
}

type AnyField = EditorField<Record<string, unknown>>;
type FieldList = readonly (AnyField | readonly AnyField[])[];

/** A field's own words: what the admin shows of it, never its value. */
export function fieldWords(field: AnyField): WordTree {
  const words: WordTree = {};
  if (field.label) words.label = field.label;
  if (field.hint) words.hint = field.hint;
  if (field.placeholder) words.placeholder = field.placeholder;
  const named = field.kind === 'select' && field.verbatim;
  if ((field.kind === 'select' || field.kind === 'icon') && field.options.length && !named) {
    words.options = Object.fromEntries(field.options.map((o) => [o.value, o.label]));
  }
  if ((field.kind === 'select' || field.kind === 'reference') && field.none)
    words.none = field.none;
  if (field.kind === 'image' && field.uploadLabel) words.uploadLabel = field.uploadLabel;
  if (field.kind === 'pairs') {
    words.first = field.first.label;
    words.second = field.second.label;
    words.add = field.add;
  }
  return words;
}

/** The word at `key` of `tree`, or `english` where it has none. */
const wordAt = (tree: WordTree | string | undefined, key: string, english: string): string => {
  const word = typeof tree === 'object' ? tree[key] : undefined;
  return typeof word === 'string' ? word : english;
};

/** The field with `words` (of fieldWords' shape, in another language) in place of its own. */
export function withWords<F extends AnyField>(field: F, words: WordTree): F {
  const out = { ...field } as AnyField & Record<string, unknown>;
  for (const key of ['label', 'hint', 'placeholder', 'none', 'uploadLabel', 'add'] as const) {
    const english = out[key];
    if (typeof english === 'string') out[key] = wordAt(words, key, english);
  }
  if (out.kind === 'select' || out.kind === 'icon') {
    out.options = out.options.map((o) => ({
      ...o,
      label: wordAt(words.options, o.value, o.label),
    }));
  }
  if (out.kind === 'pairs') {
    out.first = { ...out.first, label: wordAt(words, 'first', out.first.label) };
    out.second = { ...out.second, label: wordAt(words, 'second', out.second.label) };
  }
  return out as F;
}

/** Every field of an editor, rows flattened, asides included, each once by its name. */
export function editorFields(lists: readonly (FieldList | undefined)[]): AnyField[] {
  return lists.flatMap((list) => (list ?? []).flat() as AnyField[]);
}

const fieldsWords = (fields: readonly AnyField[]): WordTree =>
  Object.fromEntries(
    fields.map((field) => [field.name, fieldWords(field)] as const).filter(([, w]) => size(w) > 0),
  );

const size = (tree: WordTree) => Object.keys(tree).length;

/** Each collection's fields, each kind of block's, by the names the catalogue keys them with. */
export function registryFields(): {
  collections: Record<string, AnyField[]>;
  blocks: Record<string, AnyField[]>;
} {
  return {
    collections: Object.fromEntries(
      COLLECTION_NAMES.map((name) => {
        const { editor } = collectionDef(name);
        return [name, editorFields([editor.aside as FieldList, editor.fields as FieldList])];
      }),
    ),
    blocks: Object.fromEntries(
      BLOCK_KINDS.map((kind) => [kind, editorFields([blockDef(kind).editor as FieldList])]),
    ),
  };
}

/** An editor's own lines: its description, buttons, empty list, toast and dashboard card. */
function editorWords(editor: ReturnType<typeof collectionDef>['editor']): WordTree {
  const { description, addLabel, listLabel, saved, empty, dashboard } = editor;
  const words: WordTree = { description, addLabel, listLabel, saved, empty: { ...empty } };
  if (dashboard) words.dashboard = dashboard;
  return words;
}

/** The registry's English words, in the catalogue's shape. */
export function registryWords(): WordTree {
  const { collections, blocks } = registryFields();
  const tree: WordTree = {};
  for (const name of COLLECTION_NAMES) {
    const def = collectionDef(name);
    tree[name] = {
      title: def.title,
      one: def.one,
      many: def.many,
      what: def.editor.what,
      editor: editorWords(def.editor),
      fields: fieldsWords(collections[name]!),
    };
  }
  for (const name of GLOBAL_NAMES) {
    const def = globalDef(name);
    tree[name] = { title: def.title, what: def.editor.what };
  }
  tree.blocks = Object.fromEntries(
    BLOCK_KINDS.map((kind) => {
      const def = blockDef(kind);
      const words: WordTree = { label: def.label, description: def.description };
      const fields = fieldsWords(blocks[kind]!);
      if (size(fields)) words.fields = fields;
      return [kind, words];
    }),
  );
  return tree;
}

/**
 * The tree as an ICU catalogue writes it: a brace is quoted (a hint's "{email}" is a text here,
 * not an argument), and an apostrophe before a brace or another doubled (ICU's quoting).
 */
export function catalogueText(tree: WordTree): WordTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value.replace(/'(?=[{}'])/g, "''").replace(/[{}]+/g, (braces) => `'${braces}'`)
        : catalogueText(value),
    ]),
  );
}
