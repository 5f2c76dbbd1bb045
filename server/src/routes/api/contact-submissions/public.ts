import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactSubmissionInputSchema, createdSchema } from '@shared/schemas/leads';
import { newLeadMeta } from '../../../services/leads/submission';
import { errorResponses } from '../../error-responses';
import { fastSerializerFor } from '../../fast-serializer';
import { rateLimit } from '../../rate-limits';

const contactSubmissions: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/contact-submissions',
    {
      config: rateLimit(fastify, 'forms'),
      // The 201 body is built here (id and time): written by fast-json-stringify.
      serializerCompiler: fastSerializerFor(201),
      schema: {
        tags: ['leads'],
        summary: 'Send a contact message',
        description: 'A 201 means the message is stored durably (committed and synced to disk).',
        body: contactSubmissionInputSchema,
        response: { 201: createdSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await fastify.repos.leads.createContact({
        name: body.name,
        email: body.email,
        message: body.message,
        ...newLeadMeta(body, fastify.spamCheck(body)),
      });
      return reply.code(201).send(created);
    },
  );
};

export default contactSubmissions;
