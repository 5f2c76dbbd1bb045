import type { FastifyPluginAsync } from 'fastify';
import {
  ATTRIBUTION_FIELDS,
  jobApplicationListSchema,
  jobApplicationSchema,
  jobApplicationUpdateSchema,
} from '@shared/schemas/leads';
import { registerLeadAdminRoutes } from '../lead-admin-routes';

const jobApplicationsAdmin: FastifyPluginAsync = async (fastify) => {
  registerLeadAdminRoutes(fastify, {
    kind: 'application',
    path: '/api/job-applications',
    noun: 'job application',
    itemSchema: jobApplicationSchema,
    updateSchema: jobApplicationUpdateSchema,
    listSchema: jobApplicationListSchema,
    csvColumns: [
      'reference',
      'id',
      'created_at',
      'status',
      'name',
      'email',
      'phone',
      'opening_id',
      'opening_title',
      'cover_letter',
      'attachment_names',
      ...ATTRIBUTION_FIELDS,
      'stage',
      'assignee_email',
      'follow_up_at',
    ],
  });
};

export default jobApplicationsAdmin;
