import { LEAD_KIND_SPECS, type LeadKind, type LeadKindFacts } from '../../shared/lead-kinds';
import type { ChoiceFieldSpec, LeadFieldSpec } from '../../shared/lead-kinds/types';
import { FILE_TYPES, type FileType } from '../../shared/vocabularies/attachments';
import { OTHER_SERVICE } from '../../shared/vocabularies/service-options';
import { collections } from '../../shared/site-content/collections';
import type { TestApp } from './helpers';
import { docx, dxf, multipart, odt, pdf, png, xlsx } from './intake/files';

// A valid lead of any kind, made from the kind's facts (shared/lead-kinds: `fields`, `files`), so
// a test that sends one of each kind covers a new kind without a line of its own.

/** A value every list of choices accepts: a quote's service can always be Other. */
const ANY_CHOICE = { services: OTHER_SERVICE } satisfies Record<ChoiceFieldSpec['from'], string>;

/** A gated document of the built-in content. */
export const GATED_SAMPLE = collections.downloads.defaults.find((d) => d.gated)!.slug;

/** The kinds whose form names a published item by its slug (a document, an event). */
type SlugKind = {
  [K in LeadKind]: [
    Extract<LeadKindFacts<K>['fields'][keyof LeadKindFacts<K>['fields']], { holds: 'slug' }>,
  ] extends [never]
    ? never
    : K;
}[LeadKind];

/**
 * The item each such kind's sample names: a gated document (a request for an open one is
 * refused), the upcoming sample event (dated from the build, open for weeks). tsc names a new kind.
 */
const SLUG_SAMPLES = {
  download: GATED_SAMPLE,
  registration: collections.events.defaults.find((e) => Date.parse(e.starts) > Date.now())!.slug,
} satisfies Record<SlugKind, string>;

/** A small valid file of each type a form may take. */
const SAMPLE_FILES: Partial<Record<FileType, () => Buffer>> = {
  pdf: () => pdf(2_000),
  png,
  docx,
  xlsx,
  odt,
  dxf,
};

/** A field's value in a valid body; undefined for one to leave out. */
function sampleValue(
  kind: LeadKind,
  name: string,
  field: LeadFieldSpec,
  person: Person,
): string | number | undefined {
  if (field.in === 'record' || field.type === 'files' || field.optional) return undefined;
  switch (field.type) {
    case 'email':
      return person.email;
    case 'choice':
      return ANY_CHOICE[field.from];
    // The built-in content numbers its items from 1: an opening that is published.
    case 'hidden':
      return field.holds === 'slug' ? SLUG_SAMPLES[kind as SlugKind] : 1;
    default:
      return name === 'name' ? person.name : `${field.label} of ${person.name}`;
  }
}

export interface Person {
  name: string;
  email: string;
}

/** The body of a valid lead of `kind` from `person`, its required fields filled. */
export function sampleBody(kind: LeadKind, person: Person): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(LEAD_KIND_SPECS[kind].fields).flatMap(([name, field]) => {
      const value = sampleValue(kind, name, field, person);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/**
 * Sends a lead of `kind` from `person` through its public form: JSON, or multipart with a file
 * of the first type it takes when it needs one. Answers the response.
 */
export async function sendLead(app: TestApp, kind: LeadKind, person: Person) {
  const { path: url, files } = LEAD_KIND_SPECS[kind];
  const body = sampleBody(kind, person);
  if (!files?.required) return app.inject({ method: 'POST', url, payload: body });
  const type = files.types[0]!;
  const make = SAMPLE_FILES[type];
  if (!make) throw new Error(`No sample ${type} file: add one to SAMPLE_FILES`);
  const filename = `sample${FILE_TYPES[type].extensions[0]}`;
  const { payload, headers } = multipart(body, [{ field: files.field, filename, data: make() }]);
  return app.inject({ method: 'POST', url, payload, headers });
}
