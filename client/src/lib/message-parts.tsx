import type { ReactNode } from 'react';

// A catalogue's message with one argument shown as an element ("Your account <strong>…</strong>
// is ready"): the language places the argument, the component draws it. A private-use character
// marks the argument's place; no message or value holds one.

const MARK = '\uE000';

/** The message said with `name` drawn as `node`, the rest of its arguments as given. */
export function withElement<K extends string, A extends Record<string, string | number>>(
  message: (d: A) => string,
  name: K,
  node: ReactNode,
  rest: Omit<A, K>,
): ReactNode {
  const [before = '', after = ''] = message({ ...rest, [name]: MARK } as unknown as A).split(MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
