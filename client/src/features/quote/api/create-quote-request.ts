import { quoteRequestInputSchema } from '@shared/schemas/leads';
import { api } from '~/lib/api-client';
import { toFieldErrors } from '~/lib/form-errors';
import type { SubmissionContext, SubmissionOutcome } from '~/lib/submission';

// POST /api/quote-requests, validated in the browser with the same zod schema the server uses.

export async function createQuoteRequest(
  values: Record<string, string>,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const parsed = quoteRequestInputSchema.safeParse({
    ...values,
    ...context,
    // Optional fields: an empty input means "not given".
    company_name: values.company_name?.trim() ? values.company_name : undefined,
    phone: values.phone?.trim() ? values.phone : undefined,
  });
  if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error.issues) };
  try {
    const { error, response } = await api.POST('/api/quote-requests', { body: parsed.data });
    if (response.status === 201) return { kind: 'sent' };
    return { kind: 'failed', errors: toFieldErrors(error?.issues) };
  } catch {
    return { kind: 'failed', errors: {} };
  }
}
