import type { FastifyPluginAsync } from 'fastify';
import {
  ATTRIBUTION_FIELDS,
  quoteRequestListSchema,
  quoteRequestSchema,
  quoteRequestUpdateSchema,
} from '@shared/schemas/leads';
import { registerLeadAdminRoutes } from '../lead-admin-routes';

const quoteRequestsAdmin: FastifyPluginAsync = async (fastify) => {
  registerLeadAdminRoutes(fastify, {
    kind: 'quote',
    path: '/api/quote-requests',
    noun: 'quote request',
    itemSchema: quoteRequestSchema,
    updateSchema: quoteRequestUpdateSchema,
    listSchema: quoteRequestListSchema,
    csvColumns: [
      'id',
      'created_at',
      'status',
      'name',
      'company_name',
      'email',
      'phone',
      'service_interest',
      'project_details',
      ...ATTRIBUTION_FIELDS,
      // The work on the lead, last: the columns before keep their places in a spreadsheet.
      'stage',
      'assignee_email',
      'follow_up_at',
      // Added with references and attachments (issue 22): last, for the same reason.
      'reference',
      'attachment_names',
    ],
  });
};

export default quoteRequestsAdmin;
