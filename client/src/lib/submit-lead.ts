import {
  contactSubmissionInputSchema,
  quoteRequestInputSchema,
  type LeadKind,
} from '@shared/schemas/leads';
import type { z } from 'zod';
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

export async function submitLead(
  kind: LeadKind,
  values: Record<string, string>,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const form = forms[kind];
  const parsed = form.schema.safeParse({
    ...withoutEmptyOptionals(form.schema, values),
    ...context,
  });
  if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error.issues) };
  try {
    // The parse above used this kind's own schema.
    const { error, response } = await form.post(parsed.data as never);
    if (response.status === 201) return { kind: 'sent' };
    return { kind: 'failed', errors: toFieldErrors(error?.issues) };
  } catch {
    return { kind: 'failed', errors: {} }; // Network failure.
  }
}
