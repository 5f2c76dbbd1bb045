import {
  CV_RULES,
  FILE_TYPES,
  formatBytes,
  QUOTE_ATTACHMENT_RULES,
  typeList,
  type FileRules,
} from '@shared/schemas/attachments';
import {
  contactSubmissionInputSchema,
  jobApplicationInputSchema,
  quoteRequestInputSchema,
  type LeadKind,
} from '@shared/schemas/leads';
import type { z } from 'zod';
import { altchaPayload, resetAltcha, startAltcha } from '~/lib/altcha-guard';
import { toFieldErrors } from '~/lib/form-errors';
import type { SubmissionContext, SubmissionOutcome } from '~/lib/submission';

// The one client half of both public forms: validated in the browser with the same zod schema
// the server uses, then POSTed. Loaded on demand (it pulls in zod and the API client), never on
// the first page load.

const forms = {
  contact: {
    schema: contactSubmissionInputSchema,
    url: '/api/contact-submissions',
    files: null,
  },
  quote: {
    schema: quoteRequestInputSchema,
    url: '/api/quote-requests',
    files: QUOTE_ATTACHMENT_RULES,
  },
  application: {
    schema: jobApplicationInputSchema,
    url: '/api/job-applications',
    files: CV_RULES,
  },
} satisfies Record<LeadKind, { schema: z.ZodObject; url: string; files: FileRules | null }>;

/**
 * The same checks the server makes, by name and size (the server judges the bytes): a message
 * before a long upload that would be refused.
 */
function fileError(files: File[], rules: FileRules): string | null {
  if (rules.required && files.length === 0) return 'Attach your CV';
  if (files.length > rules.maxFiles) {
    return rules.maxFiles === 1 ? 'Attach one file' : `Attach at most ${rules.maxFiles} files`;
  }
  const extensions = rules.types.flatMap((t) => FILE_TYPES[t].extensions as readonly string[]);
  const wrong = files.find((f) => !extensions.some((e) => f.name.toLowerCase().endsWith(e)));
  if (wrong) return `${wrong.name} is not a ${typeList(rules.types)} file`;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > rules.maxTotalBytes) {
    return `${rules.maxFiles === 1 ? 'The file is' : 'The files are'} larger than ${formatBytes(rules.maxTotalBytes)}${rules.maxFiles === 1 ? '' : ' together'}`;
  }
  return null;
}

/** The answer of a POST: its status and JSON body. */
async function post(
  url: string,
  body: Record<string, unknown>,
  files: { field: string; list: File[] } | null,
): Promise<{
  status: number;
  json: { reference?: string; issues?: { path: string; message: string }[] } | null;
}> {
  let request: RequestInit;
  if (files && files.list.length > 0) {
    const data = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) data.append(key, String(value));
    }
    // Files after the fields: the server has every field before the first file arrives.
    for (const file of files.list) data.append(files.field, file, file.name);
    request = { method: 'POST', body: data };
  } else {
    request = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
  const response = await fetch(url, request);
  const json = (await response.json().catch(() => null)) as Awaited<
    ReturnType<typeof post>
  >['json'];
  return { status: response.status, json };
}

/** An empty optional input means "not given": it is left out rather than sent as "". */
function withoutEmptyOptionals(schema: z.ZodObject, values: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        typeof value !== 'string' ||
        value.trim() !== '' ||
        !schema.shape[name]?.safeParse(undefined).success,
    ),
  );
}

/** Gets a form ready while the visitor fills it in: the spam challenge, if on, starts solving. */
export function prepareForm(form: HTMLFormElement | null): void {
  if (form) void startAltcha(form);
}

export async function submitLead(
  kind: LeadKind,
  formElement: HTMLFormElement,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const form = forms[kind];
  const values: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [key, value] of new FormData(formElement)) {
    if (typeof value === 'string') values[key] = value;
    else if (form.files && key === form.files.field && value.size > 0) files.push(value);
  }
  // A select of numbers (the application's opening) sends text.
  if (kind === 'application' && typeof values.opening === 'string') {
    values.opening = values.opening === '' ? undefined : Number(values.opening);
  }
  const parsed = form.schema.safeParse({
    ...withoutEmptyOptionals(form.schema, values),
    ...context,
  });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
  const filesError = form.files && fileError(files, form.files);
  if (form.files && filesError) errors[form.files.field] = filesError;
  if (!parsed.success || filesError) return { kind: 'invalid', errors };
  try {
    // Only a valid form waits for its challenge, which is usually solved by now.
    const altcha = await altchaPayload(formElement);
    const body = { ...parsed.data, altcha };
    const answer = await post(
      form.url,
      body,
      form.files && { field: form.files.field, list: files },
    );
    if (answer.status !== 201 || !answer.json?.reference) {
      return { kind: 'failed', errors: toFieldErrors(answer.json?.issues) };
    }
    resetAltcha(formElement); // Its challenge is used up.
    return { kind: 'sent', reference: answer.json.reference };
  } catch {
    return { kind: 'failed', errors: {} }; // Network failure.
  }
}
