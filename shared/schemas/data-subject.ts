import { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '../lead-kinds';
import { emailField } from './fields';

/** A data-subject request names the person by the e-mail address they used on the forms. */
export const dataSubjectRequestSchema = z
  .object({ email: emailField })
  .meta({ id: 'DataSubjectRequest' });

/** The name of each kind's records in these documents: `quote_requests`. */
export type LeadRecords = (typeof LEAD_KIND_SPECS)[LeadKind]['records'];

/**
 * One entry per kind of lead, under its records' name. A request covers the kinds the caller's
 * roles see (`kinds`); the others are left out, not empty, so nobody mistakes "not searched"
 * for "nothing stored".
 */
function perKind<T extends z.ZodType>(schema: (plural: string) => T) {
  return Object.fromEntries(
    LEAD_KINDS.map((kind) => {
      const { records, plural } = LEAD_KIND_SPECS[kind];
      return [records, schema(plural.toLowerCase()).optional()];
    }),
  ) as Record<LeadRecords, z.ZodOptional<T>>;
}

const kindsCovered = z.array(z.enum(LEAD_KINDS)).meta({
  description: "The kinds of lead searched: those the caller's roles see (an owner: all).",
});

const storedRows = z.array(z.record(z.string(), z.unknown()));

export const dataSubjectExportSchema = z
  .object({
    email: z.string(),
    exported_at: z.iso.datetime(),
    kinds: kindsCovered,
    ...perKind((plural) => storedRows.meta({ description: `The ${plural} stored.` })),
    notifications: storedRows.meta({
      description: 'Delivery records of the e-mails and webhooks sent about those leads.',
    }),
    notes: storedRows.meta({ description: "The firm's internal notes on those leads." }),
    attachments: storedRows.meta({
      description:
        'The files that came with those leads: name, type, size and SHA-256 (the files ' +
        'themselves are downloaded one by one from the inbox, GET /api/attachments/{id}).',
    }),
  })
  .meta({ id: 'DataSubjectExport' });
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;

const deletedCountsSchema = z.object({
  ...perKind((plural) =>
    z
      .number()
      .int()
      .meta({ description: `The ${plural} deleted.` }),
  ),
  notifications: z.number().int(),
  attachments: z.number().int().meta({ description: 'Files deleted with those leads.' }),
});

export const dataSubjectErasureSchema = z
  .object({ email: z.string(), kinds: kindsCovered, erased: deletedCountsSchema })
  .meta({ id: 'DataSubjectErasure' });
export type DataSubjectErasure = z.infer<typeof dataSubjectErasureSchema>;
