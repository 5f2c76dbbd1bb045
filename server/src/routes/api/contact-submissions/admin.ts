import type { FastifyPluginAsync } from 'fastify';
import {
  ATTRIBUTION_FIELDS,
  contactSubmissionListSchema,
  contactSubmissionSchema,
  contactSubmissionUpdateSchema,
} from '@shared/schemas/leads';
import { registerLeadAdminRoutes } from '../lead-admin-routes';

const contactSubmissionsAdmin: FastifyPluginAsync = async (fastify) => {
  registerLeadAdminRoutes(fastify, {
    kind: 'contact',
    path: '/api/contact-submissions',
    noun: 'contact submission',
    itemSchema: contactSubmissionSchema,
    updateSchema: contactSubmissionUpdateSchema,
    listSchema: contactSubmissionListSchema,
    csvColumns: [
      'id',
      'created_at',
      'status',
      'name',
      'email',
      'message',
      ...ATTRIBUTION_FIELDS,
      // The work on the lead, last: the columns before keep their places in a spreadsheet.
      'stage',
      'assignee_email',
      'follow_up_at',
      // Added with references and attachments (issue 22): last, for the same reason.
      'reference',
    ],
  });
};

export default contactSubmissionsAdmin;
