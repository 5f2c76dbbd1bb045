import { formLabel } from '@shared/lead-kinds/form-label';
import english from '@shared/messages/compiled/en/forms.js';
import type { LeadFieldSpec } from '@shared/lead-kinds/types';
import type { FileRules } from '@shared/vocabularies/attachments';
import { LIMITS } from '@shared/vocabularies/limits';
import { useEffect, useRef, type ComponentType } from 'react';
import { controlClasses, FieldShell, InputField, TextareaField } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { useMessages } from '~/lib/messages';
import type { FilesFieldProps } from './files-field';

/**
 * A select of choices the page gives (the published services), with one chosen once mounted: the
 * prerendered page knows no query string, and hydration leaves the select as the HTML had it. A
 * choice the visitor made meanwhile stays theirs.
 */
function ChoiceSelect({
  name,
  label,
  placeholder,
  choices,
  chosen,
  error,
}: {
  name: string;
  label: string;
  placeholder: string;
  choices: readonly string[];
  chosen: string | undefined;
  error: string | undefined;
}) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const select = ref.current;
    if (select && chosen && select.value === '') select.value = chosen;
  }, [chosen]);
  return (
    <FieldShell label={label} error={error}>
      {({ id, describedBy }) => (
        <select
          ref={ref}
          id={id}
          name={name}
          required
          defaultValue=""
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'h-10')}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {choices.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

export interface FieldInput {
  name: string;
  field: LeadFieldSpec;
  /** The kind's file rules (its files field's). */
  files: FileRules | null;
  error: string | undefined;
  /** A choice field's choices, and the one chosen at first. */
  choices?: readonly string[] | undefined;
  chosen?: string | undefined;
  /** A hidden field's value (an id, or a slug). */
  value?: number | string | undefined;
  /** Clears the field's error (a file picked: the form's change event does not see it). */
  onFilesChange: () => void;
  /** The files field, from the page of a kind with files (files-field.tsx). */
  FilesField?: ComponentType<FilesFieldProps> | undefined;
}

/** One field of a lead kind's public form, drawn from its facts (shared/lead-kinds: `fields`). */
export function LeadFormField({
  name,
  field,
  files,
  error,
  choices,
  chosen,
  value,
  onFilesChange,
  FilesField,
}: FieldInput) {
  const t = useMessages('forms', english);
  if (field.in === 'record') return null; // the server fills it in
  // English's own texts: the site speaks English, whose labels are in title case.
  const label = formLabel(field, files, t, t === english);
  switch (field.type) {
    case 'email':
      return (
        <InputField
          label={label}
          name={name}
          type="email"
          autoComplete="email"
          required
          error={error}
          maxLength={LIMITS.email}
        />
      );
    case 'text':
    case 'tel':
      return (
        <InputField
          label={label}
          name={name}
          {...(field.type === 'tel' ? { type: 'tel' } : {})}
          autoComplete={field.autoComplete}
          required={!field.optional}
          error={error}
          maxLength={field.max}
          hint={field.hint}
        />
      );
    case 'long-text':
      return (
        <TextareaField
          label={label}
          name={name}
          required={!field.optional}
          rows={field.rows}
          maxLength={field.max}
          error={error}
          hint={field.hint}
        />
      );
    case 'choice':
      return (
        <ChoiceSelect
          name={name}
          label={label}
          placeholder={field.placeholder}
          choices={choices ?? []}
          chosen={chosen}
          error={error}
        />
      );
    case 'hidden':
      return <input type="hidden" name={name} value={value ?? ''} />;
    case 'files':
      return files && FilesField ? (
        <FilesField
          rules={files}
          label={label}
          what={field.hint}
          error={error}
          onChange={onFilesChange}
        />
      ) : null;
  }
}
