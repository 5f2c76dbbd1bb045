import type { LeadKind, LeadKindFacts } from '@shared/lead-kinds';
import type { FieldNameOfType, HiddenValue } from '@shared/lead-kinds/fields';
import type { LeadFormSpec } from '@shared/lead-kinds/types';
import { Send } from 'lucide-react';
import { HoneypotField } from '~/components/honeypot-field';
import { SentReference } from '~/components/sent-reference';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { useKindFacts } from '~/lib/messages';
import { useLeadForm } from '~/lib/use-lead-form';
import type { ComponentType, ReactNode } from 'react';
import type { FilesFieldProps } from './files-field';
import { LeadFormField } from './lead-form-field';

type ChoiceName<K extends LeadKind> = FieldNameOfType<LeadKindFacts<K>, 'choice'>;
type HiddenName<K extends LeadKind> = FieldNameOfType<LeadKindFacts<K>, 'hidden'>;
type FilesName<K extends LeadKind> = FieldNameOfType<LeadKindFacts<K>, 'files'>;

/**
 * What the page gives a kind's form: the choices of its selects (the published services) and
 * the one chosen at first, and the values of its hidden fields (the opening applied for). tsc
 * asks for them where the form is placed.
 */
export type LeadFormProps<K extends LeadKind> = {
  kind: K;
  /**
   * The kind's facts, imported by the page from the kind's own file (`@shared/lead-kinds/quote`),
   * not looked up in the registry here: a page then bundles the facts of the kinds it shows only
   * (the home page's first load: tests/build/js-budget.test.ts).
   */
  facts: LeadKindFacts<K>;
  /** Its accessible name, when the page has a better one than the kind's ("Application for ..."). */
  label?: string;
  /** What goes before the button (a line saying what the sender agrees to). */
  children?: ReactNode;
  /**
   * What shows the link a request hands out (a gated document's), from the page of such a kind:
   * the other forms' pages then bundle none of it (tests/build/js-budget.test.ts).
   */
  link?: ComponentType<{ url: string }>;
} & ([ChoiceName<K>] extends [never]
  ? { choices?: undefined; chosen?: undefined }
  : {
      choices: Record<ChoiceName<K>, readonly string[]>;
      chosen?: Partial<Record<ChoiceName<K>, string | undefined>>;
    }) &
  ([HiddenName<K>] extends [never]
    ? { values?: undefined }
    : { values: { [N in HiddenName<K>]: HiddenValue<LeadKindFacts<K>['fields'][N]> } }) &
  // The picker comes from the page of a kind with files (FilesField), not with every form.
  ([FilesName<K>] extends [never]
    ? { filesField?: undefined }
    : { filesField: ComponentType<FilesFieldProps> });

/** Its layouts: one field under another, or two side by side with the long ones across. */
const LAYOUT = {
  stack: { form: 'relative space-y-5', wide: '', files: '', actions: '' },
  grid: {
    form: 'relative grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    files: 'min-w-0 sm:col-span-2',
    actions: 'sm:col-span-2',
  },
} as const;

/**
 * A kind's public form, drawn from its facts (shared/lead-kinds: `fields` and `form`): its fields
 * in order with their labels, hints and limits, the same zod schema validating it in the browser
 * as on the server (lib/submit-lead.ts), the send button, the toast and the reference once sent.
 * Its words are the site's language's where the catalogue has them (`leadKinds.<kind>`).
 */
export function LeadForm<K extends LeadKind>(props: LeadFormProps<K>) {
  const { kind } = props;
  const spec = useKindFacts(kind, props.facts);
  const { files } = spec;
  const form: LeadFormSpec = spec.form;
  const { formRef, onSubmit, onChange, onFocus, submitting, errors, sent, clearError } =
    useLeadForm(kind, form.success);
  const layout = LAYOUT[form.layout];
  const choices = props.choices as Record<string, readonly string[]> | undefined;
  const chosen = props.chosen as Record<string, string | undefined> | undefined;
  const values = props.values as Record<string, number | string> | undefined;
  const fields = Object.entries(spec.fields).filter(([, field]) => field.in !== 'record');
  // A hidden field has no place of its own to say what is wrong with it (the opening closed).
  const hiddenErrors = fields.flatMap(([name, field]) =>
    field.type === 'hidden' && errors[name] ? [errors[name]] : [],
  );
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      // Fetch validation and the API client as soon as the visitor starts filling in the form.
      onFocus={onFocus}
      onChange={onChange}
      aria-label={props.label ?? form.label}
      className={layout.form}
    >
      {fields.map(([name, field]) => {
        const control = (
          <LeadFormField
            key={name}
            name={name}
            field={field}
            files={files}
            error={errors[name]}
            choices={choices?.[name]}
            chosen={chosen?.[name]}
            value={values?.[name]}
            onFilesChange={() => clearError(name)}
            FilesField={props.filesField}
          />
        );
        const wrap =
          field.type === 'files'
            ? layout.files
            : field.type === 'long-text' || field.type === 'choice'
              ? layout.wide
              : '';
        return wrap ? (
          <div key={name} className={wrap}>
            {control}
          </div>
        ) : (
          control
        );
      })}
      <HoneypotField />
      {hiddenErrors.map((error) => (
        <p key={error} role="alert" className={cn('text-sm text-destructive', layout.actions)}>
          {error}
        </p>
      ))}
      {props.children}
      {/* Toasts keep clear of the button, the reference and the link (components/ui/toaster.tsx). */}
      <div
        data-toast-clear
        className={cn('flex flex-col gap-3 sm:flex-row sm:items-center', layout.actions)}
      >
        <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? form.submit.busy : form.submit.label}
          {!submitting && form.submit.icon === 'send' && (
            <Send className="h-4 w-4" aria-hidden="true" />
          )}
        </Button>
        <SentReference reference={sent?.reference} said={sent?.said} />
        {/* The file a request hands out (a gated document), at once. */}
        {sent?.url && props.link && <props.link url={sent.url} />}
      </div>
    </form>
  );
}
