import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LEAD_KIND_SPECS, LEAD_KINDS, type LeadKind } from '@shared/lead-kinds';
import { numberFields } from '@shared/lead-kinds/fields';
import { siteLanguageOf } from '@shared/site-content/languages';
import { formatBytes, typeList, type FileRules } from '@shared/vocabularies/attachments';
import { LEAD_SCHEMAS } from '@shared/schemas/lead-kind-schemas';
import type { Created, CreatedWithLink } from '@shared/schemas/leads';
import { LIMITS } from '@shared/vocabularies/limits';
import { ApiError } from '../../lib/api-error';
import type { SharedByteBudget } from '../../lib/byte-budget';
import { addressKey } from '../../lib/address-key';
import { createUuidV7Generator } from '../../lib/uuidv7';
import type { NewAttachment } from '../../repositories/leads-repository';
import { discardFiles, readMultipartForm, type FormShape } from '../../services/leads/lead-files';
import { createLeadLinks } from '../../services/leads/lead-links';
import { errorResponses } from '../error-responses';
import { refusedInLanguage } from './lead-refusals';
import { fastSerializerFor } from '../fast-serializer';
import { rateLimit } from '../rate-limits';
import { crossSiteRefusal } from '../request-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Files a multipart form brought, on disk; removed unless its lead was stored. */
    leadFiles?: { files: NewAttachment[]; stored: boolean };
  }
}

const missingFile = (rules: FileRules) => {
  const message = `Attach your ${rules.name}`;
  return new ApiError(400, 'validation_failed', message, {
    issues: [{ path: rules.field, message }],
  });
};

/** The text fields a multipart form may have, at most (the form's own and its context). */
const MAX_FIELDS = 30;

/** One public form's POST: the shared schema validates the body, `store` keeps it durably. */
function leadSubmissionRoute<Body extends z.ZodType>(
  fastify: FastifyInstance,
  form: {
    url: string;
    summary: string;
    description: string;
    noun: string;
    body: Body;
    /** With files: read from a multipart/form-data body (only then, for `multipartOnly`). */
    files?: Omit<FormShape, 'budget'> & { budget: SharedByteBudget | null; multipartOnly: boolean };
    /** Its 201: the id, time and reference (a kind's link, or how it was stored). */
    created: z.ZodType;
    /** It names a published item by its slug (a document, an event): 404 when there is none. */
    namesItem: boolean;
    /** The error to answer for a body the schema refused (its messages in the body's language). */
    refused: (error: FastifyError, body: unknown) => Error;
    /** The item it names can stop taking leads (an event's registration closes): 409. */
    conflicts: boolean;
    /** `request`: the visit it came from (the analytics' attribution) is the request's. */
    store: (
      body: z.output<Body>,
      files: NewAttachment[],
      request: FastifyRequest,
    ) => Promise<Created | CreatedWithLink>;
  },
) {
  const newId = createUuidV7Generator(fastify.config.now);
  const { files: shape } = form;

  /**
   * Files of a request that did not end in a stored lead (a 400, a 5xx, a client that went
   * away) are removed; those of a stored lead belong to it now.
   */
  async function discardUnstored(request: FastifyRequest): Promise<void> {
    if (request.leadFiles && !request.leadFiles.stored) {
      discardFiles(fastify.repos.attachmentFiles, request.leadFiles.files);
    }
  }

  /**
   * Streams the files to disk and hands the text fields to the schema's validation, once the
   * room for them is held (ATTACHMENTS_MAX_MB, the free-space floor: 507 otherwise) until the
   * answer has gone, and drawing on the upload rate as this client's share.
   */
  async function readFiles(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!shape) return;
    if (!request.isMultipart()) {
      if (!shape.multipartOnly) return;
      throw new ApiError(
        415,
        'unsupported_media_type',
        `Send the ${form.noun} as multipart/form-data, with the file in ${shape.rules.field}`,
      );
    }
    const declared = Number(request.headers['content-length']);
    const incoming = Math.min(
      Number.isFinite(declared) && declared > 0 ? declared : Infinity,
      shape.rules.maxTotalBytes,
    );
    const room = await fastify.attachmentStorage.admit(incoming, shape.rules.field);
    reply.raw.once('close', () => room.release());
    const parts = request.parts({
      limits: {
        fileSize: shape.rules.maxTotalBytes,
        files: shape.rules.maxFiles + 1,
        fields: MAX_FIELDS,
        fieldSize: Math.max(LIMITS.message, LIMITS.coverLetter, LIMITS.altcha) * 4,
        parts: MAX_FIELDS + shape.rules.maxFiles + 1,
        headerPairs: 100,
      },
    });
    const budget = shape.budget?.client(addressKey(request.ip)) ?? null;
    const read = await readMultipartForm(
      parts,
      { ...shape, budget },
      fastify.repos.attachmentFiles,
      newId,
    );
    request.leadFiles = { files: read.files, stored: false };
    request.body = read.fields;
  }

  fastify.withTypeProvider<ZodTypeProvider>().post(
    form.url,
    {
      config: rateLimit(fastify, 'forms'),
      // A refused body reaches the handler, which words its messages in the site's language.
      attachValidation: true,
      // The 201 body is built here (id, reference and time): written by fast-json-stringify.
      serializerCompiler: fastSerializerFor(201),
      // Another site's page posting through a visitor's browser is refused before the body is
      // read: two header reads, in a callback hook (an async one costs a promise per request),
      // after the rate limit's onRequest hook, which so bounds the warnings it logs.
      preParsing: (request, _reply, payload, done) => {
        const refusal = crossSiteRefusal(request);
        if (refusal) done(refusal);
        else done(null, payload);
      },
      // Only the forms that take files read multipart bodies: the contact form's POST, the
      // hottest route, runs no other hook (docs/performance-log.md, section 13).
      ...(shape ? { preValidation: readFiles, onResponse: discardUnstored } : {}),
      schema: {
        tags: ['leads'],
        summary: form.summary,
        description: form.description,
        ...(shape
          ? {
              consumes: shape.multipartOnly
                ? ['multipart/form-data']
                : ['application/json', 'multipart/form-data'],
            }
          : {}),
        body: form.body,
        response: {
          201: form.created,
          ...errorResponses(
            400,
            403,
            ...(form.namesItem ? [404 as const] : []),
            ...(form.conflicts ? [409 as const] : []),
            413,
            415,
            429,
            ...(shape ? [507 as const] : []),
          ),
        },
      },
    },
    // The validator compiler has parsed the body with `form.body`; fastify's generic type
    // cannot follow a schema parameter, hence the cast.
    async (request, reply) => {
      if (request.validationError) {
        throw form.refused(request.validationError as FastifyError, request.body);
      }
      const files = request.leadFiles?.files ?? [];
      // After the fields' validation, so a form missing both hears of both in the browser
      // (which checks the file first) and of the fields here first.
      if (shape?.rules.required && files.length === 0) throw missingFile(shape.rules);
      const created = await form.store(request.body as z.output<Body>, files, request);
      if (request.leadFiles) request.leadFiles.stored = true;
      return reply.code(201).send(created);
    },
  );
}

/** What the API document says of a form's body and its files (attachments.ts, the kind's rules). */
function describeForm(noun: string, rules: FileRules | null): string {
  const durable = `A 201 means the ${noun} is stored durably (committed and synced to disk)`;
  // Decision 041: one sender's spam is stored up to a daily share.
  const spam =
    " Spam past its sender's daily share is counted durably instead of stored, and answered " +
    'alike, with reference number 0.';
  if (!rules) return `${durable}.${spam}`;
  const types = `${typeList(rules.types)}, judged by their bytes`;
  const size = formatBytes(rules.maxTotalBytes);
  if (rules.required) {
    return (
      `${durable}, with its files. multipart/form-data: the fields, and the ${rules.name} in ` +
      `\`${rules.field}\` (${types}; at most ${rules.maxFiles} ${rules.maxFiles === 1 ? 'file' : 'files'}, ${size}). ` +
      '400 names the field, 413 for a larger file, 415 for another type, ' +
      "507 while the server's room for files is full or its disk nearly is." +
      spam
    );
  }
  return (
    `${durable}, with its files. JSON, or multipart/form-data with the same fields and up to ` +
    `${rules.maxFiles} files in \`${rules.field}\` (${types}; ${size} together): 413 when they ` +
    "are larger, 415 for another type, 507 while the server's room for files is full or its " +
    'disk nearly is. A request filed as spam keeps no files.' +
    spam
  );
}

/**
 * The public lead forms, one POST per kind at its path (shared/lead-kinds): JSON, or
 * multipart/form-data for a kind that takes files (only multipart when a file is required). Files
 * are streamed to disk while the body arrives (services/leads/lead-files.ts).
 */
export default async function leadSubmissions(fastify: FastifyInstance) {
  // One rate for every upload of the server together (UPLOAD_MB_PER_SECOND, 8 by default), the
  // clients taking turns: the bytes of files cost CPU on the thread that answers the forms
  // (docs/performance-log.md, section 13). The content's files draw from it too.
  const budget = fastify.uploadBudget;
  // The links a request hands out (a download request's), signed by the files plugin.
  const links = createLeadLinks({
    links: fastify.downloadLinks,
    live: () => fastify.publisher.live().content,
    origin: fastify.config.siteOrigin,
  });
  // The language the refused body says it was sent in (the form's page's), if the site speaks it.
  const languageOf = (body: unknown) => {
    const said = (body as { language?: unknown } | null)?.language;
    const tag = typeof said === 'string' ? said : null;
    return siteLanguageOf(tag, fastify.publisher.live().content.identity);
  };
  type LinkOf = (columns: unknown, created: Created & { spam: boolean }) => string;
  const route = (instance: FastifyInstance, kind: LeadKind) => {
    const spec = LEAD_KIND_SPECS[kind];
    const { path, submitSummary, noun, files } = spec;
    leadSubmissionRoute(instance, {
      url: path,
      summary: submitSummary,
      description:
        describeForm(noun.toLowerCase(), files) +
        ('link' in spec
          ? ' The answer adds `url`, a signed link to the file asked for (also mailed as the ' +
            'acknowledgement); 404 for a document that is not published or not gated.'
          : ''),
      noun: noun.toLowerCase(),
      body: LEAD_SCHEMAS[kind].input,
      created: LEAD_SCHEMAS[kind].created,
      namesItem: Object.values(spec.fields).some((field) => 'holds' in field),
      refused: (error, body) => refusedInLanguage(error, kind, languageOf(body)),
      conflicts: 'conflict' in spec,
      ...(files
        ? {
            files: {
              rules: files,
              numbers: numberFields(spec),
              budget,
              multipartOnly: files.required,
            },
          }
        : {}),
      store: async (body, stored, request) => {
        const { created, columns, spam } = await fastify.leadIntake.submit(
          kind,
          body as never,
          stored,
          fastify.analytics.attribution(request),
          () => addressKey(request.ip),
        );
        const link = (links as Partial<Record<LeadKind, LinkOf>>)[kind];
        return link ? { ...created, url: link(columns, { ...created, spam }) } : created;
      },
    });
  };
  // The forms without files (the contact form's POST, the hottest route) parse no multipart.
  for (const kind of LEAD_KINDS) if (!LEAD_KIND_SPECS[kind].files) route(fastify, kind);
  // The forms with files, in a scope of their own: only they parse multipart bodies, each with
  // its own limits (request.parts above); a file over its limit is a 413, never cut silently.
  await fastify.register(async (withFiles) => {
    await withFiles.register(multipart, { throwFileSizeLimit: true });
    for (const kind of LEAD_KINDS) if (LEAD_KIND_SPECS[kind].files) route(withFiles, kind);
  });
}
