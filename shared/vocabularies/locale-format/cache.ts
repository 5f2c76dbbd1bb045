// One formatter per locale and style, made once (building one costs more than using it).

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat;
const made = new Map<string, Formatter>();

/** The formatter of `key`, made by `make` the first time. */
export function once<T extends Formatter>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}
