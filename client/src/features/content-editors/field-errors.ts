import type { z } from 'zod';

/** Problems of a list's items, by item id and field name ("slug", "stats"...). */
export type ListErrors = Record<number, Record<string, string>>;

/**
 * The problems a list's schema finds, per item and field, so each editor shows them beside the
 * field (the server would refuse the same content at publish with a 400 naming the field).
 */
export function listErrors<T extends { id: number }>(
  schema: z.ZodType,
  items: T[],
  extra: { index: number; field: string; message: string }[] = [],
): ListErrors {
  const errors: ListErrors = {};
  const note = (index: number, field: string, message: string) => {
    const item = items[index];
    if (!item) return;
    const fields = (errors[item.id] ??= {});
    fields[field] ??= message;
  };
  const result = schema.safeParse(items);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [index, field, ...rest] = issue.path;
      if (typeof index !== 'number') continue;
      // seo.title -> "seo.title"; stats.0.label -> "stats": the field as the editor shows it;
      // blocks.2.heading -> "blocks.2.heading": the block's own field.
      const name =
        field === 'seo' && rest.length
          ? `seo.${String(rest[0])}`
          : field === 'blocks' && rest.length >= 2
            ? `blocks.${String(rest[0])}.${String(rest[1])}`
            : String(field ?? '');
      note(index, name, issue.message);
    }
  }
  for (const { index, field, message } of extra) note(index, field, message);
  return errors;
}

export const hasErrors = (errors: ListErrors) => Object.keys(errors).length > 0;
