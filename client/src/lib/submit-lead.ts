import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import { fileProblem } from '@shared/schemas/attachments';
import { LEAD_SCHEMAS } from '@shared/schemas/lead-kind-schemas';
import type { z } from 'zod';
import { altchaPayload, resetAltcha, startAltcha } from '~/lib/altcha-guard';
import { toFieldErrors } from '~/lib/form-errors';
import type { SubmissionContext, SubmissionOutcome } from '~/lib/submission';

// The one client half of every public form: validated in the browser with the same zod schema
// the server uses, then POSTed to the kind's path (shared/lead-kinds). Loaded on demand (it
// pulls in zod and the API client), never on the first page load.

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
  const { path, files: rules, numberFields } = LEAD_KIND_SPECS[kind];
  const schema: z.ZodObject = LEAD_SCHEMAS[kind].input;
  const values: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [key, value] of new FormData(formElement)) {
    if (typeof value === 'string') values[key] = value;
    else if (rules && key === rules.field && value.size > 0) files.push(value);
  }
  // A field of numbers (the application's opening) sends text; the context's are numbers.
  for (const name of numberFields) {
    const value = values[name];
    if (typeof value === 'string') values[name] = value === '' ? undefined : Number(value);
  }
  const parsed = schema.safeParse({
    ...withoutEmptyOptionals(schema, values),
    ...context,
  });
  const errors = parsed.success ? {} : toFieldErrors(parsed.error.issues);
  const filesError = rules && fileProblem(files, rules, { complete: true });
  if (rules && filesError) errors[rules.field] = filesError;
  if (!parsed.success || filesError) return { kind: 'invalid', errors };
  try {
    // Only a valid form waits for its challenge, which is usually solved by now.
    const altcha = await altchaPayload(formElement);
    const body = { ...parsed.data, altcha };
    const answer = await post(path, body, rules && { field: rules.field, list: files });
    if (answer.status !== 201 || !answer.json?.reference) {
      return { kind: 'failed', errors: toFieldErrors(answer.json?.issues) };
    }
    resetAltcha(formElement); // Its challenge is used up.
    return { kind: 'sent', reference: answer.json.reference };
  } catch {
    return { kind: 'failed', errors: {} }; // Network failure.
  }
}
