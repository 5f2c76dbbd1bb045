import type { ReactNode } from 'react';
import type { EditorField, EditorFieldKind } from '@shared/site-content/editor-fields';
import type { SiteData } from '@shared/site-content/schema';

type Values = Record<string, unknown>;

/** Draws a block's own fields (./item-fields.tsx passes its ItemFields: no import loop). */
export type RenderFields = (props: {
  fields: readonly (EditorField<Values> | readonly EditorField<Values>[])[];
  item: Values;
  update: (patch: Values) => void;
  errors: Record<string, string>;
  itemName: string;
}) => ReactNode;

/** What the component of one kind of editor field gets (./editor-field-view.tsx). */
export interface FieldProps<K extends EditorFieldKind> {
  field: Extract<EditorField<Record<string, unknown>>, { kind: K }>;
  item: Record<string, unknown>;
  update: (patch: Record<string, unknown>) => void;
  /** This item's problems by field name ("seo.title" for the SEO fields). */
  errors: Record<string, string>;
  /** The whole working copy (a reference field lists another collection's items). */
  content: SiteData;
  /** The item's page address with a slug (/services/x), for the slug field. */
  address: (slug: string) => string;
  /** The item's name, for an image without a description field ("Acme logo"). */
  itemName: string;
  /** Draws the fields of an item within this one (a page's blocks); absent, none are. */
  renderFields?: RenderFields | undefined;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
