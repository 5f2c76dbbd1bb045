import { z } from 'zod';
import { languageTagProblem, LANGUAGES_MAX } from './languages';

/**
 * identity.languages: one or more `{tag, name}`, each tag once. `lenient` (a stored version)
 * keeps a tag a later ICU no longer knows: the version was checked when it was published.
 */
export function languagesSchema(
  oneLine: (label: string, max: number) => z.ZodType<string>,
  lenient: boolean,
) {
  return z
    .array(
      z.object({
        tag: z
          .string({ error: 'Language tag must be text such as en-GB' })
          .max(35, 'Language tag must be at most 35 characters')
          .superRefine((tag, ctx) => {
            const problem = lenient ? null : languageTagProblem(tag);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        name: oneLine('Language name', 60),
      }),
    )
    .min(1, 'Languages must name at least one language (the first is the default)')
    .max(LANGUAGES_MAX, `Languages can be at most ${LANGUAGES_MAX}`)
    .superRefine((languages, ctx) => {
      const seen = new Set<string>();
      languages.forEach(({ tag }, i) => {
        const key = tag.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'tag'],
            message: `Language tag "${tag}" is listed twice`,
          });
        }
        seen.add(key);
      });
    });
}
