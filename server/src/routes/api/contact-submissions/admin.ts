import type { FastifyPluginAsync } from 'fastify';
import {
  ATTRIBUTION_FIELDS,
  contactSubmissionListSchema,
  contactSubmissionSchema,
} from '@shared/schemas/leads';
import { registerLeadAdminRoutes } from '../lead-admin-routes';

const contactSubmissionsAdmin: FastifyPluginAsync = async (fastify) => {
  registerLeadAdminRoutes(fastify, {
    kind: 'contact',
    path: '/api/contact-submissions',
    noun: 'contact submission',
    itemSchema: contactSubmissionSchema,
    listSchema: contactSubmissionListSchema,
    csvColumns: ['id', 'created_at', 'status', 'name', 'email', 'message', ...ATTRIBUTION_FIELDS],
  });
};

export default contactSubmissionsAdmin;
