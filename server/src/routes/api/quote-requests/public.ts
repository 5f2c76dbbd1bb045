import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdSchema, quoteRequestInputSchema } from '@shared/schemas/leads';
import { newLeadMeta } from '../../../services/leads/submission';
import { emptyToNull, errorResponses } from '../../error-responses';
import { fastSerializerFor } from '../../fast-serializer';
import { rateLimit } from '../../rate-limits';

const quoteRequests: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/quote-requests',
    {
      config: rateLimit(fastify, 'forms'),
      // The 201 body is built here (id and time): written by fast-json-stringify.
      serializerCompiler: fastSerializerFor(201),
      schema: {
        tags: ['leads'],
        summary: 'Request a quote',
        description: 'A 201 means the request is stored durably (committed and synced to disk).',
        body: quoteRequestInputSchema,
        response: { 201: createdSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await fastify.repos.leads.createQuote({
        name: body.name,
        company_name: emptyToNull(body.company_name),
        email: body.email,
        phone: emptyToNull(body.phone),
        service_interest: body.service_interest,
        project_details: body.project_details,
        ...newLeadMeta(body, fastify.spamCheck(body)),
      });
      return reply.code(201).send(created);
    },
  );
};

export default quoteRequests;
