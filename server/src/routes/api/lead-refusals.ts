import type { FastifyError } from 'fastify';
import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { KindsTexts } from '@shared/lead-kinds/kind-texts';
import { CATALOGUE_TAGS, messagesIn } from '@shared/messages/all-languages';
import { catalogueTag } from '@shared/messages/catalogues';
import type { ValidationIssue } from '@shared/schemas/errors';
import { localizeIssues } from '@shared/schemas/localized-issues';
import { ApiError } from '../../lib/api-error';
import { toErrorBody } from '../../plugins/app/error-handler';

/**
 * A body the schema refused, answered as any refused body is (400 validation_failed, the
 * error handler's), its issues' messages in `tag` (the language the body says it was sent in, if
 * the site speaks it, else the default) when it is not English.
 */
export function refusedInLanguage(error: FastifyError, kind: LeadKind, tag: string): Error {
  const own = catalogueTag(tag, CATALOGUE_TAGS);
  if (own === null || own === 'en') return error;
  const spec = LEAD_KIND_SPECS[kind];
  const { status, body } = toErrorBody(error);
  const issues = (body.issues ?? []) as ValidationIssue[];
  const texts = (messagesIn(tag, 'leadKinds') as KindsTexts)[kind];
  const { error: code, message, ...extra } = body;
  return new ApiError(status, code, message, {
    ...extra,
    issues: localizeIssues(spec, texts, messagesIn(tag, 'formErrors'), issues),
  });
}
