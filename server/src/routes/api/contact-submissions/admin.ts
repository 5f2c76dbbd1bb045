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
      'stage',
      'assignee_email',
      'follow_up_at',
      ...ATTRIBUTION_FIELDS,
    ],
  });
};

export default contactSubmissionsAdmin;
