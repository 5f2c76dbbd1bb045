import { z } from 'zod';
import { emailField } from './fields';

/** A data-subject request names the person by the e-mail address they used on the forms. */
export const dataSubjectRequestSchema = z
  .object({ email: emailField })
  .meta({ id: 'DataSubjectRequest' });

const deletedCountsSchema = z.object({
  contact_submissions: z.number().int(),
  quote_requests: z.number().int(),
  job_applications: z.number().int(),
  notifications: z.number().int(),
  attachments: z.number().int().meta({ description: 'Files deleted with those leads.' }),
});

const storedRows = z.array(z.record(z.string(), z.unknown()));

export const dataSubjectExportSchema = z
  .object({
    email: z.string(),
    exported_at: z.iso.datetime(),
    contact_submissions: storedRows,
    quote_requests: storedRows,
    job_applications: storedRows,
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

export const dataSubjectErasureSchema = z
  .object({ email: z.string(), erased: deletedCountsSchema })
  .meta({ id: 'DataSubjectErasure' });
export type DataSubjectErasure = z.infer<typeof dataSubjectErasureSchema>;
