import type { EditorField } from '@shared/site-content/editor-fields';
import { inAdminLanguage } from '~/lib/registry-words';
import { EditorFieldView, type FieldContext, type Values } from './editor-field-view';

// How an item's fields are laid out in its editor: rows of fields as the collection lists them,
// and an image column beside them. Each field is drawn by ./editor-field-view.tsx.

const ROW_COLUMNS = ['', '', 'sm:grid-cols-2', 'sm:grid-cols-3'];
const ASIDE_WIDTH = {
  round: 'sm:grid-cols-[9rem_1fr]',
  logo: 'sm:grid-cols-[10rem_1fr]',
  wide: 'md:grid-cols-[14rem_1fr]',
};

/** An item's fields as its collection lists them: rows of fields, an image column beside. */
export function ItemFields({
  fields,
  aside,
  ...context
}: FieldContext & {
  fields: readonly (EditorField<Values> | readonly EditorField<Values>[])[];
  aside?: readonly EditorField<Values>[] | undefined;
}) {
  // The registry's words in the admin's language: the one place a field's words are read.
  fields = fields.map((row) =>
    Array.isArray(row) ? row.map(inAdminLanguage) : inAdminLanguage(row as EditorField<Values>),
  );
  aside = aside?.map(inAdminLanguage);
  // A field of blocks draws each block's fields as an item's (./blocks-field.tsx).
  context = { ...context, renderFields: (props) => <ItemFields {...context} {...props} /> };
  const main = (
    <div className="space-y-4">
      {fields.map((row, i) =>
        Array.isArray(row) ? (
          <div key={i} className={`grid grid-cols-1 gap-4 ${ROW_COLUMNS[row.length] ?? ''}`}>
            {row.map((field) => (
              <EditorFieldView key={field.name} field={field} {...context} />
            ))}
          </div>
        ) : (
          <EditorFieldView
            key={(row as EditorField<Values>).name}
            field={row as EditorField<Values>}
            {...context}
          />
        ),
      )}
    </div>
  );
  if (!aside?.length) return main;
  const image = aside.find((field) => field.kind === 'image');
  const width = image?.kind === 'image' ? ASIDE_WIDTH[image.shape] : ASIDE_WIDTH.wide;
  return (
    <div className={`grid grid-cols-1 gap-5 ${width}`}>
      <div className="space-y-3">
        {aside.map((field) => (
          <EditorFieldView key={field.name} field={field} {...context} />
        ))}
      </div>
      {main}
    </div>
  );
}
