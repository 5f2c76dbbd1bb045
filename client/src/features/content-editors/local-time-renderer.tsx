import type { ReactNode } from 'react';
import { InputField } from '~/components/ui/field';
import type { FieldProps } from './field-props';
import { text } from './field-inputs';

// The editor field of a wall-clock time (an event's start, read in its own time zone field),
// beside the others in ./editor-field-view.tsx.

export const localTimeRenderer: {
  'local-date-time': (props: FieldProps<'local-date-time'>) => ReactNode;
} = {
  'local-date-time': ({ field, item, update, errors }) => (
    <InputField
      label={field.label}
      hint={field.hint}
      type="datetime-local"
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(e) => {
        // The browser's value is the wall-clock time as typed: `2026-03-10T14:00`.
        if (e.target.value) update({ [field.name]: e.target.value.slice(0, 16) });
        else if (field.optional) update({ [field.name]: null });
      }}
    />
  ),
};
