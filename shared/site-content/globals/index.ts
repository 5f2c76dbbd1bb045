import type { GlobalDef } from '../global';
import { chat } from './chat';
import { identity } from './identity';
import { legal } from './legal';
import { pages } from './pages';
import { settings } from './settings';

// Every global of the content, once, in the order the Publish dialog and the summary list them.

export const globals = { identity, pages, settings, legal, chat };

type Registry = typeof globals;
export type GlobalName = keyof Registry;
export const GLOBAL_NAMES = Object.keys(globals) as GlobalName[];

export type ValueOf<K extends GlobalName> = Registry[K] extends { defaults: infer Value }
  ? Value
  : never;

/** A global's definition, for code that handles every global alike. */
export function globalDef(name: GlobalName): GlobalDef<Record<string, unknown>> {
  return globals[name] as unknown as GlobalDef<Record<string, unknown>>;
}
