import type { ReactNode } from 'react';
import { SelectField } from '~/components/ui/field';
import { SlugBoxesField } from './box-fields';
import { CHOOSE, Options, text } from './field-inputs';
import type { FieldProps } from './field-props';

// The components of the fields that choose among another collection's items (a downloads
// block's documents, by slug, and its category); ./editor-field-view.tsx lists them with the
// others.

type CollectionChoiceKind = 'slug-picks' | 'category';

export const collectionChoiceRenderers: {
  [K in CollectionChoiceKind]: (props: FieldProps<K>) => ReactNode;
} = {
  'slug-picks': ({ field, item, update, errors, content }) => (
    <SlugBoxesField
      label={field.label}
      hint={field.hint}
      options={content[field.collection].map(({ slug, title }) => ({ slug, title }))}
      chosen={(item[field.name] as string[] | undefined) ?? []}
      error={errors[field.name]}
      onChange={(chosen) => update({ [field.name]: chosen })}
    />
  ),
  category: ({ field, item, update, errors, content }) => {
    const current = text(item[field.name]);
    // A category no item has any more stays choosable, so saving keeps it (publishing says so).
    const categories = new Set(content[field.collection].map((other) => other.category));
    if (current) categories.add(current);
    const options = [...categories].sort().map((value) => ({ value, label: value }));
    return (
      <SelectField
        label={field.label}
        hint={field.hint}
        value={current}
        error={errors[field.name]}
        onChange={(e) => update({ [field.name]: e.target.value })}
      >
        <Options options={options} none={CHOOSE} />
      </SelectField>
    );
  },
};
