import type { ReactNode } from 'react';
import { collectionDef, collections, type CollectionName } from '@shared/site-content/collections';
import { boxRenderers } from './box-field-renderers';
import { PairsField, PicksField } from './choice-fields';
import { text, type FieldProps } from './field-props';

// The components of the yes-or-no, picked-items and pairs fields (./editor-field-view.tsx
// lists them with the others).

type ChoiceKind = 'checkbox' | 'picks' | 'pairs';

/** An item of a collection named as its editor names it. */
function collectionItemName(name: string, item: { id: number }): string {
  return name in collections ? collectionDef(name as CollectionName).name(item) : String(item.id);
}

export const choiceRenderers: { [K in ChoiceKind]: (props: FieldProps<K>) => ReactNode } = {
  checkbox: boxRenderers.checkbox,
  picks: ({ field, item, update, errors, content }) => {
    const name =
      typeof field.collection === 'string' ? field.collection : text(item[field.collection.from]);
    const list = (content as unknown as Record<string, { id: number }[] | undefined>)[name] ?? [];
    const named = list.map((other) => ({ id: other.id, name: collectionItemName(name, other) }));
    return (
      <PicksField
        label={field.label}
        hint={field.hint}
        options={named}
        chosen={(item[field.name] as number[]) ?? []}
        error={errors[field.name]}
        onChange={(chosen) => update({ [field.name]: chosen })}
      />
    );
  },
  pairs: ({ field, item, update, errors }) => (
    <PairsField
      label={field.label}
      first={field.first}
      second={field.second}
      add={field.add}
      max={field.max}
      pairs={(item[field.name] as Record<string, string>[]) ?? []}
      error={errors[field.name]}
      onChange={(pairs) => update({ [field.name]: pairs })}
    />
  ),
};
