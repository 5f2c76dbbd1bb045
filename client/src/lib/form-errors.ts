// Turning validation problems (from the shared zod schema in the browser, or from the API's
// 400 answer) into one message per field for inline display.

export type FieldErrors = Partial<Record<string, string>>;

export interface IssueLike {
  path: string | readonly PropertyKey[];
  message: string;
}

/** The first message for each top-level field. */
export function toFieldErrors(issues: readonly IssueLike[] | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues ?? []) {
    const key =
      typeof issue.path === 'string' ? issue.path.split('.')[0] : String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
