import type { ReactNode } from 'react';
import { CheckboxField, SlugBoxesField } from './box-fields';
import type { FieldProps } from './field-props';

// The components of the yes-or-no and the services-by-slug fields (./item-fields.tsx lists them
// with the others).

type BoxKind = 'checkbox' | 'service-slugs';

export const boxRenderers: { [K in BoxKind]: (props: FieldProps<K>) => ReactNode } = {
  checkbox: ({ field, item, update }) => (
    <CheckboxField
      label={field.label}
      hint={field.hint}
      checked={item[field.name] === true}
      onChange={(checked) => update({ [field.name]: checked })}
    />
  ),
  'service-slugs': ({ field, item, update, errors, content }) => (
    <SlugBoxesField
      label={field.label}
      hint={field.hint}
      options={content.services.map(({ slug, title }) => ({ slug, title }))}
      chosen={(item[field.name] as string[] | undefined) ?? []}
      error={errors[field.name]}
      onChange={(chosen) => update({ [field.name]: chosen })}
    />
  ),
};
