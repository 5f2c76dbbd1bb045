import { contactSubmissionInputSchema } from '@shared/schemas/leads';
import { api } from '~/lib/api-client';
import { toFieldErrors } from '~/lib/form-errors';
import type { SubmissionContext, SubmissionOutcome } from '~/lib/submission';

// POST /api/contact-submissions, validated in the browser with the same zod schema the server
// uses. Loaded on demand (it pulls in zod and the API client), never on the first page load.

export async function createContactSubmission(
  values: Record<string, string>,
  context: SubmissionContext,
): Promise<SubmissionOutcome> {
  const parsed = contactSubmissionInputSchema.safeParse({ ...values, ...context });
  if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error.issues) };
  try {
    const { error, response } = await api.POST('/api/contact-submissions', { body: parsed.data });
    if (response.status === 201) return { kind: 'sent' };
    return { kind: 'failed', errors: toFieldErrors(error?.issues) };
  } catch {
    return { kind: 'failed', errors: {} }; // Network failure.
  }
}
