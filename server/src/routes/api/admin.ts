import type { FastifyPluginAsync } from 'fastify';
import { LEAD_KINDS } from '@shared/lead-kinds';
import acknowledgement from './admin/acknowledgement';
import analytics from './analytics';
import auditEvents from './admin/audit-events';
import attachments from './attachments/admin';
import users from './admin/users';
import dataSubjects from './data-subjects';
import eventsAdmin from './events';
import { registerLeadAdminRoutes } from './lead-admin-routes';
import leadAssignees from './lead-assignees';
import leadFollowUps from './lead-follow-ups';
import leadStats from './lead-stats';
import mediaAdmin from './media/admin';
import siteContentAdmin from './site-content/admin';
import previewLinks from './site-content/preview-links';
import siteContentReviews from './site-content/reviews';
import reviewSteps from './site-content/review-steps';
import siteContentDrafts from './site-content/drafts';
import schedules from './site-content/schedules';
import translations from './site-content/translations';

/**
 * The admin API: leads, admins, the security log, publishing, media uploads. One onRequest hook guards every route registered in this scope: a
 * route added here cannot forget its auth check.
 */
const adminApi: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  // Each kind of lead's inbox routes (shared/lead-kinds).
  for (const kind of LEAD_KINDS) {
    await fastify.register(async (scope) => registerLeadAdminRoutes(scope, kind));
  }
  await fastify.register(attachments);
  await fastify.register(acknowledgement);
  await fastify.register(leadAssignees);
  await fastify.register(leadFollowUps);
  await fastify.register(leadStats);
  await fastify.register(eventsAdmin);
  await fastify.register(analytics);
  await fastify.register(dataSubjects);
  await fastify.register(users);
  await fastify.register(auditEvents);
  await fastify.register(siteContentAdmin);
  await fastify.register(previewLinks);
  await fastify.register(siteContentReviews);
  await fastify.register(reviewSteps);
  await fastify.register(siteContentDrafts);
  await fastify.register(schedules);
  await fastify.register(translations);
  await fastify.register(mediaAdmin);
};

export default adminApi;
