import type { ReactNode } from 'react';
import type { EditorField, EditorFieldKind } from '@shared/site-content/editor-fields';
import { ServiceIcon } from '~/components/service-icon';
import { InputField, SelectField, TextareaField } from '~/components/ui/field';
import type { ContentFile } from '@shared/site-content/content-files';
import type { Block } from '@shared/site-content/blocks';
import { BlocksField } from './blocks-field';
import { choiceRenderers } from './choice-field-renderers';
import type { FieldProps } from './field-props';
import { SeoFields, SlugField, StatsField, TextListField } from './fields';
import { localTimeRenderer } from './local-time-renderer';
import { CHOOSE, dateInputValue, Options, text } from './field-inputs';
import { FileField } from './file-field';
import { MarkdownField } from './markdown-field';
import { ImageField } from './image-field';
import { boxRenderers } from './box-field-renderers';
import { collectionChoiceRenderers } from './collection-choice-renderers';

// One component per kind of editor field (shared/site-content/editor-fields.ts): a collection's
// editor is drawn from its list of fields. A new kind is a new entry here, or tsc says so.

export type Values = Record<string, unknown>;

const renderers: { [K in EditorFieldKind]: (props: FieldProps<K>) => ReactNode } = {
  text: ({ field, item, update, errors }) => (
    <InputField
      label={field.label}
      hint={field.hint}
      placeholder={field.placeholder}
      spellCheck={field.spellCheck}
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(e) => update({ [field.name]: e.target.value })}
    />
  ),
  textarea: ({ field, item, update, errors }) => (
    <TextareaField
      label={field.label}
      hint={field.hint}
      placeholder={field.placeholder}
      rows={field.rows ?? 3}
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(e) => update({ [field.name]: e.target.value })}
    />
  ),
  markdown: ({ field, item, update, errors }) => (
    <MarkdownField
      label={field.label}
      hint={field.hint}
      placeholder={field.placeholder}
      rows={field.rows}
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(value) => update({ [field.name]: value })}
    />
  ),
  slug: ({ field, item, update, errors, address }) => (
    <SlugField
      label={field.label}
      address={address(text(item[field.name]))}
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(slug) => update({ [field.name]: slug })}
    />
  ),
  date: ({ field, item, update, errors }) => (
    <InputField
      label={field.label}
      hint={field.hint}
      type="date"
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(e) => {
        if (e.target.value) update({ [field.name]: e.target.value });
        else if (field.optional) update({ [field.name]: null });
      }}
    />
  ),
  number: ({ field, item, update, errors }) => (
    <InputField
      label={field.label}
      hint={field.hint}
      placeholder={field.placeholder}
      type="number"
      inputMode="numeric"
      min={field.min ?? 0}
      max={field.max}
      value={typeof item[field.name] === 'number' ? String(item[field.name]) : ''}
      error={errors[field.name]}
      onChange={(e) =>
        update({ [field.name]: e.target.value === '' ? null : Number(e.target.value) })
      }
    />
  ),
  'date-time': ({ field, item, update, errors }) => (
    <InputField
      label={field.label}
      hint={field.hint}
      type="date"
      value={dateInputValue(item[field.name])}
      error={errors[field.name]}
      onChange={(e) => {
        if (e.target.value)
          update({ [field.name]: new Date(`${e.target.value}T00:00:00.000Z`).toISOString() });
      }}
    />
  ),
  select: ({ field, item, update, errors }) => (
    <SelectField
      label={field.label}
      hint={field.hint}
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(e) =>
        update({ [field.name]: e.target.value === '' && field.none ? null : e.target.value })
      }
    >
      <Options options={[...field.options]} none={field.none} />
    </SelectField>
  ),
  icon: ({ field, item, update, errors }) => (
    <div className="flex items-end gap-3">
      <div className="min-w-0 flex-1">
        <SelectField
          label={field.label}
          hint={field.hint}
          value={text(item[field.name])}
          error={errors[field.name]}
          onChange={(e) => update({ [field.name]: e.target.value })}
        >
          <Options options={[...field.options]} />
        </SelectField>
      </div>
      <span className="mb-1 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <ServiceIcon name={text(item[field.name]) as never} className="h-5 w-5" />
      </span>
    </div>
  ),
  reference: ({ field, item, update, errors, content }) => {
    const current = item[field.name];
    const list: { id: number; title: string; slug: string }[] = content[field.collection];
    const options = list.map((other) => ({
      value: field.by === 'id' ? String(other.id) : other[field.by],
      label: other.title,
    }));
    // A title stored before the list changed stays choosable, so saving keeps it.
    if (field.by === 'title' && text(current) && !options.some((o) => o.value === current))
      options.push({ value: text(current), label: text(current) });
    return (
      <SelectField
        label={field.label}
        hint={field.hint}
        value={current === null || current === undefined ? '' : String(current)}
        error={errors[field.name]}
        onChange={({ target: { value } }) =>
          update({
            [field.name]: field.by === 'id' ? (value ? Number(value) : null) : value,
          })
        }
      >
        <Options options={options} none={field.none ?? (field.by === 'title' ? CHOOSE : '')} />
      </SelectField>
    );
  },
  image: ({ field, item, update, itemName }) => (
    <ImageField
      src={(item[field.name] as string | null) ?? null}
      alt={field.alt ? text(item[field.alt]) : `${itemName} logo`}
      shape={field.shape}
      uploadLabel={field.uploadLabel}
      onChange={(src) => update({ [field.name]: src })}
    />
  ),
  file: ({ field, item, update, errors }) => (
    <FileField
      label={field.label}
      hint={field.hint}
      types={field.types}
      value={item[field.name] as ContentFile | undefined}
      error={errors[field.name]}
      onChange={(value) => update({ [field.name]: value })}
    />
  ),
  list: ({ field, item, update, errors }) => (
    <TextListField
      label={field.label}
      hint={field.hint}
      separator={field.separator}
      values={(item[field.name] as string[]) ?? []}
      error={errors[field.name]}
      onChange={(values) => update({ [field.name]: values })}
    />
  ),
  stats: ({ field, item, update, errors }) => (
    <StatsField
      label={field.label}
      stats={(item[field.name] as { value: string; label: string }[]) ?? []}
      error={errors[field.name]}
      onChange={(stats) => update({ [field.name]: stats })}
    />
  ),
  seo: ({ field, item, update, errors }) => (
    <SeoFields
      seo={item[field.name] as Parameters<typeof SeoFields>[0]['seo']}
      errors={errors}
      onChange={(seo) => update({ [field.name]: seo })}
    />
  ),
  ...choiceRenderers,
  ...boxRenderers,
  ...localTimeRenderer,
  ...collectionChoiceRenderers,
  blocks: ({ field, item, update, errors, renderFields }) => (
    <BlocksField
      name={field.name}
      label={field.label}
      blocks={(item[field.name] as Block[]) ?? []}
      errors={errors}
      onChange={(blocks) => update({ [field.name]: blocks })}
      renderFields={renderFields ?? (() => null)}
    />
  ),
};

/** What every field of an item is drawn with, besides the field itself. */
export type FieldContext = Omit<FieldProps<EditorFieldKind>, 'field'>;

/** One field, drawn by the component of its kind. */
export function EditorFieldView({
  field,
  ...context
}: FieldContext & { field: EditorField<Values> }) {
  const render = renderers[field.kind] as (props: FieldProps<EditorFieldKind>) => ReactNode;
  return render({ field: field as never, ...context });
}
