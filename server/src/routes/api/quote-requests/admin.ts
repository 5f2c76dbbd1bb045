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
      'stage',
      'assignee_email',
      'follow_up_at',
      ...ATTRIBUTION_FIELDS,
    ],
  });
};

export default quoteRequestsAdmin;
