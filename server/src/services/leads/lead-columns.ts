import type { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind, type LeadKindFacts } from '@shared/lead-kinds';
import { recordFields, type FormIsRecord, type RecordFieldName } from '@shared/lead-kinds/fields';
import type { ChoiceFieldSpec } from '@shared/lead-kinds/types';
import type { LEAD_SCHEMAS } from '@shared/schemas/lead-kind-schemas';
import { ApiError } from '../../lib/api-error';
import { isFreeMailDomain } from '../../lib/free-mail';
import type { NewLead, NewLeadMeta } from '../../repositories/leads-repository';

/** Optional text fields: an empty string means "not given" and is stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

/** A kind's public form, validated. */
export type LeadBody<K extends LeadKind> = z.output<(typeof LEAD_SCHEMAS)[K]['input']>;

/** An opening of the published content, as an application names it. */
export interface OpeningRef {
  id: number;
  title: string;
}

/** An event of the live content, as a registration names it (by its slug). */
export interface EventRef {
  id: number;
  title: string;
  capacity: number | null;
  /** When its registration closes and when it ends (ms); it takes none after either. */
  closes: number;
  ends: number;
  /** "March 9, 2026, 5:00 PM EST", for the refusal. */
  closesText: string;
}

/** A document of the published downloads, as a request names it. */
export interface DownloadRef {
  id: number;
  title: string;
  gated: boolean;
}

/**
 * What a form may name that lives elsewhere: the openings, services, events and downloads of the
 * live content, and its rule for free-mail addresses.
 */
export interface IntakeContext {
  /** The opening of the live content with this id; undefined when none is published. */
  findOpening: (id: number) => OpeningRef | undefined;
  /** The event of the live content at this slug; undefined when none is published. */
  findEvent: (slug: string) => EventRef | undefined;
  now: () => number;
  /** What a quote request may name: the live services' titles, then Other (service-options.ts). */
  serviceChoices: () => readonly string[];
  /** The published document with this slug; undefined when none is. */
  findDownload: (slug: string) => DownloadRef | undefined;
  /** Whether a document may not be asked for from a free-mail address (the Pages' setting). */
  refusesFreeMail: () => boolean;
  /** The site's language of a form's page (`<html lang>`): the default for any it lacks. */
  languageOf: (tag: string | null | undefined) => string;
}

/** The live choices of a choice field's list. */
const CHOICES = {
  services: (context) => context.serviceChoices(),
} satisfies Record<ChoiceFieldSpec['from'], (context: IntakeContext) => readonly string[]>;

/** A kind's own columns of a new lead (the rest is newLeadMeta's). */
export type LeadColumns<K extends LeadKind> = Omit<NewLead<K>, keyof NewLeadMeta>;

type ColumnsOf<K extends LeadKind> = (input: LeadBody<K>, context: IntakeContext) => LeadColumns<K>;

/** The kinds whose form does not carry their record's fields as they are. */
type KindWithOwnIntake = {
  [K in LeadKind]: FormIsRecord<LeadKindFacts<K>> extends true ? never : K;
}[LeadKind];

/** A field's value as the form's own columns store it. */
type StoredValue<F> = F extends { type: 'integer' | 'hidden' }
  ? F extends { optional: true }
    ? number | null
    : number
  : F extends { optional: true }
    ? string | null
    : string;
type SameColumns<K extends LeadKind> = {
  [N in RecordFieldName<LeadKindFacts<K>>]: StoredValue<LeadKindFacts<K>['fields'][N]>;
};
type Misfits = {
  [K in Exclude<LeadKind, KindWithOwnIntake>]: SameColumns<K> extends LeadColumns<K> ? never : K;
}[Exclude<LeadKind, KindWithOwnIntake>];
/**
 * tsc names here a kind whose fields do not fit its table's columns as they are (an optional
 * field in a NOT NULL column, a number in a text).
 */
const _fieldsFitColumns: [Misfits] extends [never] ? true : { misfit: Misfits } = true;

const invalid = (path: string, message: string) =>
  new ApiError(400, 'validation_failed', message, { issues: [{ path, message }] });

/** "Choose a service of interest: Wireless Systems, ... or Other". */
function refusedChoice(name: string, field: ChoiceFieldSpec, choices: readonly string[]) {
  const required = field.required ?? `Choose a ${field.label.toLowerCase()}`;
  return invalid(name, `${required}: ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`);
}

/** Each kind's record fields, listed once rather than on every submission. */
const RECORD_FIELDS = Object.fromEntries(
  LEAD_KINDS.map((kind) => [kind, recordFields(LEAD_KIND_SPECS[kind])]),
) as Record<LeadKind, ReturnType<typeof recordFields>>;

/**
 * A form's fields as its record's columns, for a kind whose form is its record: each field under
 * its own name, an empty optional one as null, a choice checked against the live list.
 */
function sameColumns(kind: LeadKind, input: Record<string, unknown>, context: IntakeContext) {
  const columns: Record<string, unknown> = {};
  for (const [name, field] of RECORD_FIELDS[kind]) {
    const value = input[name];
    if (field.type === 'choice') {
      const choices = CHOICES[field.from](context);
      if (!choices.includes(value as string)) throw refusedChoice(name, field, choices);
    }
    columns[name] = typeof value === 'string' ? emptyToNull(value) : (value ?? null);
  }
  return columns;
}

/**
 * How a kind whose form differs from its record (shared/lead-kinds: a field `in` only one of
 * them) makes its columns; tsc names a new such kind here.
 */
const OWN_COLUMNS = {
  application: (input, { findOpening }) => {
    const opening = findOpening(input.opening);
    if (!opening) {
      throw invalid(
        'opening',
        'This position is not open (any more): choose one of the open positions',
      );
    }
    return {
      name: input.name,
      email: input.email,
      phone: emptyToNull(input.phone),
      opening_id: opening.id,
      opening_title: opening.title,
      cover_letter: emptyToNull(input.cover_letter),
    };
  },
  registration: (input, { findEvent, now }) => {
    const event = findEvent(input.event);
    if (!event) {
      throw new ApiError(404, 'event_not_found', `No event at /events/${input.event}`, {
        issues: [{ path: 'event', message: 'No such event: it may have been removed' }],
      });
    }
    const at = now();
    if (at >= event.closes) {
      const message =
        at >= event.ends
          ? `${event.title} is over: it takes no more registrations`
          : `Registration for ${event.title} closed on ${event.closesText}`;
      throw new ApiError(409, LEAD_KIND_SPECS.registration.conflict.error, message);
    }
    return {
      name: input.name,
      email: input.email,
      company: emptyToNull(input.company),
      event_id: event.id,
      event_title: event.title,
      event_capacity: event.capacity,
      // The lead writer decides registered or waitlisted (db/event-seats.ts).
      attendance: 'registered',
    };
  },
  // A document nobody may ask for is no mistake in the form: 404, as its file answers.
  download: (input, { findDownload, refusesFreeMail }) => {
    const document = findDownload(input.download);
    if (!document?.gated) {
      throw new ApiError(
        404,
        'not_found',
        document
          ? 'This document needs no request: download it from its page'
          : 'No such document is published',
      );
    }
    const domain = input.email.slice(input.email.lastIndexOf('@') + 1).toLowerCase();
    if (refusesFreeMail() && isFreeMailDomain(domain)) {
      throw invalid('email', `Use your work e-mail address: ${domain} addresses are not accepted`);
    }
    return {
      name: input.name,
      email: input.email,
      company: input.company,
      download_id: document.id,
      download_title: document.title,
    };
  },
} satisfies { [K in KindWithOwnIntake]: ColumnsOf<K> };

/**
 * What a public form's validated body becomes in its kind's columns (db/lead-tables.ts), or a
 * 400 when it names something that is not there. Before the spam check, which spends the form's
 * proof of work: a mistake of the visitor's costs them no new challenge.
 */
export function leadColumnsOf<K extends LeadKind>(
  kind: K,
  input: LeadBody<K>,
  context: IntakeContext,
): LeadColumns<K> {
  const own = (OWN_COLUMNS as unknown as Partial<Record<LeadKind, ColumnsOf<K>>>)[kind];
  if (own) return own(input, context);
  return sameColumns(kind, input as Record<string, unknown>, context) as LeadColumns<K>;
}
