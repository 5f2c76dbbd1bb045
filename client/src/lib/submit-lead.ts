import type { LeadFormSpec } from '@shared/lead-kinds/types';
import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import { numberFields } from '@shared/lead-kinds/fields';
import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import englishErrors from '@shared/messages/compiled/en/formErrors.js';
import englishForms from '@shared/messages/compiled/en/forms.js';
import englishOutcome from '@shared/messages/compiled/en/formOutcome.js';
import { localizeIssues } from '@shared/schemas/localized-issues';
import { fileProblem } from '@shared/vocabularies/attachments';
import { LEAD_SCHEMAS } from '@shared/schemas/lead-kind-schemas';
import type { z } from 'zod';
import { altchaPayload, resetAltcha, startAltcha } from '~/lib/altcha-guard';
import { toFieldErrors, type FieldErrors } from '~/lib/form-errors';
import { kindFacts, siteMessages } from '~/lib/messages';
import {
  failedToast,
  type SentOutcome,
  type SubmissionContext,
  type SubmissionOutcome,
} from '~/lib/submission';
import { toast, type ToastInput } from '~/lib/toast-store';
import { forgetAttribution } from '~/lib/visit-attribution';

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
  json: {
    reference?: string;
    error?: string;
    status?: string;
    url?: string;
    issues?: { path: string; message: string }[];
  } | null;
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

/**
 * Where a toast stands (toaster.tsx: the bottom, 80 px up, or the top, 64 px down, with 16 px
 * around it) and the tallest it is: a title and three lines on a phone.
 */
const TOAST = { fromBottom: 96, fromTop: 80, height: 150, width: 384, margin: 16 };

/**
 * The edge a toast about this form takes: the bottom, unless there it would cover the part the
 * form marks `data-toast-clear` (its send button and the reference it shows) and at the top not.
 */
export function toastEdge(form: HTMLFormElement): 'bottom' | 'top' {
  const clear = form.querySelector('[data-toast-clear]')?.getBoundingClientRect();
  if (!clear) return 'bottom';
  const { innerWidth: vw, innerHeight: vh } = window;
  // Full width on a phone, at the right from 640 px.
  const left = vw < 640 ? 0 : vw - TOAST.margin - TOAST.width;
  const covers = (top: number) =>
    clear.right > left && top < clear.bottom && clear.top < top + TOAST.height;
  const bottom = vh - TOAST.fromBottom - TOAST.height;
  return covers(bottom) && !covers(TOAST.fromTop) ? 'top' : 'bottom';
}

/**
 * Brings a form's new reference into sight (on a phone it sits below the button, often under the
 * screen's edge) and says where the toast announcing it should stand.
 */
export function revealReference(form: HTMLFormElement): 'bottom' | 'top' {
  form.querySelector('[data-sent-reference]')?.scrollIntoView({ block: 'nearest' });
  return toastEdge(form);
}

/** Gets a form ready while the visitor fills it in: the spam challenge, if on, starts solving. */
export function prepareForm(form: HTMLFormElement | null): void {
  if (form) void startAltcha(form);
}

/** A kind's facts in the site's language, and its form's errors there (English's own: English). */
function inLanguage(kind: LeadKind, locale: string | undefined) {
  const errors = siteMessages(locale, 'formErrors', englishErrors);
  return {
    texts: (siteMessages(locale, 'leadKinds', {}) as KindsTexts)[kind],
    local: kindFacts(locale, kind, LEAD_KIND_SPECS[kind]),
    errors,
    english: errors === englishErrors,
  };
}

export async function submitLead(
  kind: LeadKind,
  formElement: HTMLFormElement,
  context: SubmissionContext,
  locale: string | undefined,
): Promise<SubmissionOutcome> {
  const spec = LEAD_KIND_SPECS[kind];
  const { texts, local, errors: said, english } = inLanguage(kind, locale);
  const { path, files: rules } = spec;
  const schema: z.ZodObject = LEAD_SCHEMAS[kind].input;
  const values: Record<string, unknown> = {};
  const files: File[] = [];
  for (const [key, value] of new FormData(formElement)) {
    if (typeof value === 'string') values[key] = value;
    else if (rules && key === rules.field && value.size > 0) files.push(value);
  }
  // A field of numbers (the application's opening) sends text; the context's are numbers.
  for (const name of numberFields(spec)) {
    const value = values[name];
    if (typeof value === 'string') values[name] = value === '' ? undefined : Number(value);
  }
  const parsed = schema.safeParse({
    ...withoutEmptyOptionals(schema, values),
    ...context,
    // The page's language (its <html lang>): the lead's, and its acknowledgement's.
    language: document.documentElement.lang || undefined,
  });
  // The schema speaks English: another language says its messages again (localized-issues.ts).
  const issues = parsed.success ? [] : parsed.error.issues;
  const errors = toFieldErrors(english ? issues : localizeIssues(spec, texts, said, issues));
  const filesError = rules && fileProblem(files, rules, { complete: true });
  if (rules && filesError) errors[rules.field] = filesError;
  if (!parsed.success || filesError) return { kind: 'invalid', errors };
  try {
    // Only a valid form waits for its challenge, which is usually solved by now.
    const altcha = await altchaPayload(formElement);
    const body = { ...parsed.data, altcha };
    const answer = await post(path, body, rules && { field: rules.field, list: files });
    if (answer.status !== 201 || !answer.json?.reference) {
      const error = typeof answer.json?.error === 'string' ? answer.json.error : undefined;
      return { kind: 'failed', errors: toFieldErrors(answer.json?.issues), error };
    }
    resetAltcha(formElement); // Its challenge is used up.
    const { status } = answer.json;
    const form: LeadFormSpec = local.form;
    const t = siteMessages(locale, 'formOutcome', englishOutcome);
    return {
      kind: 'sent',
      reference: answer.json.reference,
      status,
      // Worded here, in the chunk loaded on the form's first focus, not in every form's page.
      said: (status && form.outcomes?.[status]?.sent) || t.sentIn({ noun: form.sentNoun }),
      url: answer.json.url ?? null,
    };
  } catch {
    return { kind: 'failed', errors: {} }; // Network failure.
  }
}

/**
 * The toast of a form the server refused. Sent from another site's page (403 cross_site_request:
 * the page was opened at an address that is not the site's own), trying again would not help, so
 * the visitor is told what happened and where to write instead, long enough to copy the address.
 * Here, in the chunk a submit loads, rather than in every form's first load (the home page's JS
 * budget, tests/build/js-budget.test.ts).
 */
export function failureToast(error: string | undefined, email: string, locale: string | undefined) {
  if (error !== 'cross_site_request') {
    return failedToast(siteMessages(locale, 'forms', englishForms));
  }
  const where = typeof window === 'undefined' ? '' : ` (${window.location.host})`;
  const t = siteMessages(locale, 'formOutcome', englishOutcome);
  return {
    title: t.crossSiteTitle(),
    description: t.crossSite({ where, email: email || 'none' }),
    variant: 'destructive',
    duration: 30_000,
  } as const;
}

/** What a form's state does with an outcome (lib/use-lead-form.ts holds it). */
export interface FormOutcomeHandlers {
  /** The toast of a lead sent; its reference is added to its description. */
  success: ToastInput;
  /** Whom to write to when the server refuses a form from another site's page. */
  firmEmail: string;
  /** The site's default language (its frame's `locale`; undefined for English). */
  locale: string | undefined;
  sent: (outcome: SentOutcome) => void;
  refused: (errors: FieldErrors) => void;
}

/**
 * Sends a form and says how it went. Sent: the visit's attribution is used up, the form resets,
 * its reference shows in it and the toast names it. Not sent: the field errors show, the first
 * one focused, and a refused send's toast. Here rather than in the form's hook, which every
 * page with a form loads before any interaction (tests/build/js-budget.test.ts).
 */
export async function sendForm(
  kind: LeadKind,
  form: HTMLFormElement,
  context: SubmissionContext,
  handlers: FormOutcomeHandlers,
): Promise<void> {
  const { locale } = handlers;
  const outcome = await submitLead(kind, form, context, locale);
  if (outcome.kind === 'sent') {
    forgetAttribution();
    form.reset();
    handlers.sent(outcome);
    // What the server said of it when its kind has words for that (on the waiting list).
    const { outcomes }: LeadFormSpec = inLanguage(kind, locale).local.form;
    const texts = (outcome.status && outcomes?.[outcome.status]) || handlers.success;
    const reference = siteMessages(locale, 'forms', englishForms).yourReference();
    toast({
      ...texts,
      description: `${texts.description ?? ''} ${reference} ${outcome.reference}.`.trim(),
      edge: revealReference(form),
    });
    return;
  }
  handlers.refused(outcome.errors);
  const first = Object.keys(outcome.errors)[0];
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  if (outcome.kind === 'failed')
    toast({ ...failureToast(outcome.error, handlers.firmEmail, locale), edge: toastEdge(form) });
}
