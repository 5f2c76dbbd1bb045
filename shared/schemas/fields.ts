import { z } from 'zod';
import errors from '../messages/compiled/en/formErrors.js';
import { LIMITS } from '../vocabularies/limits';

export { LIMITS };

export const emailField = z
  .string()
  .trim()
  .max(LIMITS.email, errors.tooLong({ label: 'Email', max: LIMITS.email }))
  .pipe(z.email(errors.invalidEmail()));

/**
 * A required text; `plural` for a label such as "Project details" ("are required"), `required` for
 * a message of its own when it is missing. The messages are the English catalogue's: another
 * language's are said instead where the form's site speaks it (./localized-issues.ts).
 */
export function requiredText(
  label: string,
  max: number,
  options: { plural?: boolean; required?: string } = {},
) {
  const required =
    options.required ?? (options.plural ? errors.requiredPlural : errors.required)({ label });
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, errors.tooLong({ label, max }));
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, errors.tooLong({ label, max })).nullish();
}

/**
 * Hidden form field that people never see and bots fill in. A submission with a non-empty value
 * is answered like any other but kept out of the inbox (stored with status "spam").
 */
export const honeypotField = z.string().max(LIMITS.honeypot).optional().meta({
  description:
    'Leave empty. Hidden anti-spam field; a non-empty value marks the submission as spam.',
});
