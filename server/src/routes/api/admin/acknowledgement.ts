import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LEAD_KINDS } from '@shared/lead-kinds';
import {
  acknowledgementSettingsSchema,
  acknowledgementTextsSchema,
  type AcknowledgementTexts,
} from '@shared/schemas/acknowledgement';
import { kindsFor } from '@shared/schemas/leads';
import { ACCESS } from '@shared/vocabularies/roles';
import { errorResponses } from '../../error-responses';

/**
 * The requester's acknowledgement (AUTO_REPLY): its texts per kind of lead, read and changed by
 * the roles that work leads (services/leads/acknowledgement.ts; docs/decisions/021).
 */
const acknowledgementAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['inbox'];
  const security = [{ bearerAuth: [] }];
  const config = { roles: ACCESS.leads };

  fastify.get(
    '/api/admin/acknowledgement',
    {
      config,
      schema: {
        tags,
        security,
        summary: "The texts of the requester's acknowledgement e-mail, and whether it is sent",
        response: { 200: acknowledgementSettingsSchema, ...errorResponses(401) },
      },
    },
    async () => fastify.acknowledgement.settings(),
  );

  fastify.put(
    '/api/admin/acknowledgement',
    {
      config,
      schema: {
        tags,
        security,
        summary: "Change the texts of the requester's acknowledgement e-mail",
        description:
          'Subject and text per kind of lead; {reference}, {firm}, (applications) {opening} and ' +
          '(download requests) {document}, {link} and {days} are filled in when it is sent. The ' +
          "text must contain {reference}, and a download request's {link}. Only the kinds your " +
          "roles see are changed; the others' texts stay as they are. A kind's `languages` are " +
          "the firm's own texts in the site's other languages (identity.languages), by tag, " +
          'under the same rules: a lead sent from a page in one gets it, one in a language ' +
          'without gets the built-in text; absent, those saved stay; 400 naming a tag the site ' +
          'does not speak or its default. Recorded in the security log.',
        body: acknowledgementTextsSchema,
        response: { 200: acknowledgementSettingsSchema, ...errorResponses(400, 401, 415) },
      },
    },
    async (request) => {
      const context = request.context();
      // Sales writes to clients, hiring to candidates: each changes its own kinds' texts.
      const seen = kindsFor(request.principal);
      const current = fastify.acknowledgement.texts();
      const next = Object.fromEntries(
        LEAD_KINDS.map((kind) => [kind, seen.includes(kind) ? request.body[kind] : current[kind]]),
      ) as AcknowledgementTexts;
      const saved = fastify.acknowledgement.save(next, context.email);
      fastify.audit.record(context, { type: 'acknowledgement.changed', targetType: 'setting' });
      return saved;
    },
  );
};

export default acknowledgementAdmin;
