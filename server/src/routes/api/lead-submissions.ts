import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  contactSubmissionInputSchema,
  createdSchema,
  quoteRequestInputSchema,
  type Created,
} from '@shared/schemas/leads';
import { errorResponses } from '../error-responses';
import { fastSerializerFor } from '../fast-serializer';
import { rateLimit } from '../rate-limits';

/** One public form's POST: the shared schema validates the body, `store` keeps it durably. */
function leadSubmissionRoute<Body extends z.ZodType>(
  fastify: FastifyInstance,
  form: {
    url: string;
    summary: string;
    noun: string;
    body: Body;
    store: (body: z.output<Body>) => Promise<Created>;
  },
) {
  fastify.withTypeProvider<ZodTypeProvider>().post(
    form.url,
    {
      config: rateLimit(fastify, 'forms'),
      // The 201 body is built here (id and time): written by fast-json-stringify.
      serializerCompiler: fastSerializerFor(201),
      schema: {
        tags: ['leads'],
        summary: form.summary,
        description: `A 201 means the ${form.noun} is stored durably (committed and synced to disk).`,
        body: form.body,
        response: { 201: createdSchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    // The validator compiler has parsed the body with `form.body`; fastify's generic type
    // cannot follow a schema parameter, hence the cast.
    async (request, reply) =>
      reply.code(201).send(await form.store(request.body as z.output<Body>)),
  );
}

/** POST /api/contact-submissions and POST /api/quote-requests: the two public lead forms. */
export default async function leadSubmissions(fastify: FastifyInstance) {
  const { leadIntake } = fastify;
  leadSubmissionRoute(fastify, {
    url: '/api/contact-submissions',
    summary: 'Send a contact message',
    noun: 'message',
    body: contactSubmissionInputSchema,
    store: (body) => leadIntake.contact(body),
  });
  leadSubmissionRoute(fastify, {
    url: '/api/quote-requests',
    summary: 'Request a quote',
    noun: 'request',
    body: quoteRequestInputSchema,
    store: (body) => leadIntake.quote(body),
  });
}
