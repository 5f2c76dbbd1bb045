import { z } from 'zod';
import { LIMITS } from '../vocabularies/limits';

export { LIMITS };

export const emailField = z
  .string()
  .trim()
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .pipe(z.email('Enter a valid email address'));

/**
 * A required text; `plural` for a label such as "Project details" ("are required"), `required` for
 * a message of its own when it is missing.
 */
export function requiredText(
  label: string,
  max: number,
  options: { plural?: boolean; required?: string } = {},
) {
  const required = options.required ?? `${label} ${options.plural ? 'are' : 'is'} required`;
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();
}

/**
 * Hidden form field that people never see and bots fill in. A submission with a non-empty value
 * is answered like any other but kept out of the inbox (stored with status "spam").
 */
export const honeypotField = z.string().max(LIMITS.honeypot).optional().meta({
  description:
    'Leave empty. Hidden anti-spam field; a non-empty value marks the submission as spam.',
});
