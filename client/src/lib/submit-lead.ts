import {
  contactSubmissionInputSchema,
  quoteRequestInputSchema,
  type LeadKind,
} from '@shared/schemas/leads';
import type { z } from 'zod';
import { altchaPayload, resetAltcha, startAltcha } from '~/lib/altcha-guard';
import { api } from '~/lib/api-client';
import { toFieldErrors } from '~/lib/form-errors';
import type { SubmissionContext, SubmissionOutcome } from '~/lib/submission';

// The one client half of both public forms: validated in the browser with the same zod schema
// the server uses, then POSTed. Loaded on demand (it pulls in zod and the API client), never on
// the first page load.

const forms = {
  contact: {
    schema: contactSubmissionInputSchema,
    post: (body: z.output<typeof contactSubmissionInputSchema>) =>
      api.POST('/api/contact-submissions', { body }),
  },
  quote: {
    schema: quoteRequestInputSchema,
    post: (body: z.output<typeof quoteRequestInputSchema>) =>
      api.POST('/api/quote-requests', { body }),
  },
};

/** An empty optional input means "not given": it is left out rather than sent as "". */
function withoutEmptyOptionals(schema: z.ZodObject, values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) => value.trim() !== '' || !schema.shape[name]?.safeParse(undefined).success,
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
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(formElement))
    if (typeof value === 'string') values[key] = value;
  const parsed = form.schema.safeParse({
    ...withoutEmptyOptionals(form.schema, values),
    ...context,
  });
  if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error.issues) };
  try {
    // Only a valid form waits for its challenge, which is usually solved by now.
    const altcha = await altchaPayload(formElement);
    // The parse above used this kind's own schema.
    const { error, response } = await form.post({ ...parsed.data, altcha } as never);
    if (response.status !== 201) return { kind: 'failed', errors: toFieldErrors(error?.issues) };
    resetAltcha(formElement); // Its challenge is used up.
    return { kind: 'sent' };
  } catch {
    return { kind: 'failed', errors: {} }; // Network failure.
  }
}
