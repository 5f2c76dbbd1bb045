import { z } from 'zod';
import { emailField } from './fields';

/** A data-subject request names the person by the e-mail address they used on the forms. */
export const dataSubjectRequestSchema = z
  .object({ email: emailField })
  .meta({ id: 'DataSubjectRequest' });

const deletedCountsSchema = z.object({
  contact_submissions: z.number().int(),
  quote_requests: z.number().int(),
  notifications: z.number().int(),
});

const storedRows = z.array(z.record(z.string(), z.unknown()));

export const dataSubjectExportSchema = z
  .object({
    email: z.string(),
    exported_at: z.iso.datetime(),
    contact_submissions: storedRows,
    quote_requests: storedRows,
    notifications: storedRows.meta({
      description: 'Delivery records of the e-mails and webhooks sent about those leads.',
    }),
    notes: storedRows.meta({ description: "The firm's internal notes on those leads." }),
  })
  .meta({ id: 'DataSubjectExport' });
export type DataSubjectExport = z.infer<typeof dataSubjectExportSchema>;

export const dataSubjectErasureSchema = z
  .object({ email: z.string(), erased: deletedCountsSchema })
  .meta({ id: 'DataSubjectErasure' });
export type DataSubjectErasure = z.infer<typeof dataSubjectErasureSchema>;
