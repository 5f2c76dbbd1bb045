// Reading a catalogue as written (its tests): each message by its path, and the arguments a
// message takes. The product itself reads the compiled catalogues only (./all-languages.ts).

import { parse, type Token } from '@messageformat/parser';
import type { Tree } from './compiled/sources.js';

export type { Tree };

/** Every message of a catalogue, or of a part of it, by its path ("consent.accept"). */
export function messagePaths(tree: Tree, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${path}${key}`, value);
    else for (const [k, v] of messagePaths(value, `${path}${key}.`)) out.set(k, v);
  }
  return out;
}

/** A message's arguments, each true when the message counts it (a plural's). */
export function messageArguments(message: string): Map<string, boolean> {
  const args = new Map<string, boolean>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      const counted = token.type === 'plural' || token.type === 'selectordinal';
      args.set(token.arg, counted || (args.get(token.arg) ?? false));
      if ('cases' in token) for (const c of token.cases) visit(c.tokens);
    }
  };
  visit(parse(message));
  return args;
}
