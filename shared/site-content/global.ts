import type { z } from 'zod';
import type { AdminIcon } from './admin-icons';
import type { Strictness } from './fields';

// What one global of the content is: a single object rather than a list of items (the contact
// details, the legal pages), in its own file under globals/, listed once in globals/index.ts.
// Its editor is a component of its own (client/src/app/content-components.tsx names it).

export interface GlobalDef<Value extends object> {
  /** 'Site Settings': the sidebar, the editor's heading, the Publish dialog. */
  title: string;
  value: (strictness: Strictness) => z.ZodType<Value>;
  defaults: Value;
  /** Each part's name in the Publish dialog and the summary ("phone", "Privacy Policy"). */
  parts: { readonly [K in keyof Value]: string };
  /** The summary's verb: "phone changed", "privacy policy edited". */
  verb: 'changed' | 'edited';
  /**
   * Approvals a change to it needs when REQUIRE_REVIEW is on (1 when not given): the legal
   * pages ask for two people (shared/site-content/review.ts).
   */
  approvals?: number;
  /** In the content since its first shape: a version stored without it is not upgraded. */
  original?: boolean;
  /**
   * A value of an older shape (a version stored before a part was added) in today's, `base`
   * giving what it lacks; not validated (the caller validates). Absent: stored values are
   * today's shape.
   */
  upgrade?: (old: Record<string, unknown>, base: Value) => Record<string, unknown>;
  editor: {
    /** Its address, /admin/... */
    path: string;
    icon: AdminIcon;
    /** For "… is not available for your role": "Editing the site settings". */
    what: string;
  };
}

/** A global's definition, its value type checked against its schema. */
export function defineGlobal<Value extends object>(def: GlobalDef<Value>): GlobalDef<Value> {
  return def;
}
