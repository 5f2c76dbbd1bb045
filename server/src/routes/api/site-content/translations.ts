import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  putTranslationsSchema,
  translationsFileSchema,
  translationTagParamsSchema,
} from '@shared/site-content/translations-api-schemas';
import { publishedSchema, publishConflictSchema } from '@shared/site-content/api-schemas';
import { reviewRequestedSchema } from '@shared/site-content/review-schemas';
import { publishUnprocessableSchema } from '@shared/schemas/errors';
import { ACCESS } from '@shared/vocabularies/roles';
import { defaultLanguage } from '@shared/site-content/languages';
import { translatedEdit, translationsFile } from '../../../services/publishing/translations';
import { XLIFF_TYPE, toXliff, wantsXliff } from '../../../services/publishing/translations-xliff';
import { fromXliff } from '../../../services/publishing/translations-xliff-read';
import { errorResponses } from '../../error-responses';
import { sessionActor } from './session-account';

const tags = ['site content'];
const security = [{ bearerAuth: [] }];
/** Translating is publishing: the same roles. */
const config = { roles: ACCESS.content };
/** A whole site's texts in one language, with room to spare (as a publish's content). */
const BODY_LIMIT = 8 * 1024 * 1024;
/** What the document says of the XLIFF body (read by translations-xliff-read). */
const XLIFF_BODY = {
  type: 'string',
  description: 'The XLIFF 2.0 file of GET with Accept: application/xliff+xml, its <target>s filled',
};

/** Translators' files (issue 54, item 2). Registered inside the admin scope. */
const translations: FastifyPluginAsyncZod = async (fastify) => {
  const { publisher, contentReviews } = fastify;

  // The file GET gave, its <target>s filled, read into the JSON body's meaning (then checked by
  // the same schema). Only this plugin's routes take XLIFF.
  fastify.addContentTypeParser(
    XLIFF_TYPE,
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (request, body, done) => {
      try {
        done(null, fromXliff(body as string, (request.params as { tag: string }).tag));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  fastify.get(
    '/api/site-content/translations/:tag',
    {
      config,
      schema: {
        tags,
        security,
        summary: "The live content's localized texts in one language",
        description:
          'Every localized field of the live content with a value: its key, the default ' +
          "language's words (`source`) and the language's (`target`, null while untranslated). " +
          'With `Accept: application/xliff+xml`, the same entries as an XLIFF 2.0 file (a ' +
          '`<file>` per collection or global, a `<unit>` per entry whose id is the rest of the ' +
          'key with dots: services/12/title is unit 12.title of file services). 400 naming a ' +
          "language that is not one of identity.languages' others.",
        params: translationTagParamsSchema,
        response: { 200: translationsFileSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const file = translationsFile(publisher, request.params.tag);
      reply.header('cache-control', 'private, no-cache').header('vary', 'accept');
      if (!wantsXliff(request.headers.accept)) return file;
      const source = defaultLanguage(publisher.live().content.identity).tag;
      return reply
        .header('content-type', `${XLIFF_TYPE}; charset=utf-8`)
        .send(Buffer.from(toXliff(file, source), 'utf8') as never);
    },
  );

  fastify.put(
    '/api/site-content/translations/:tag',
    {
      config: { ...config, alsoConsumes: { [XLIFF_TYPE]: { schema: XLIFF_BODY } } },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Publish translations of one language',
        description:
          "Writes each entry's `target` as the translation at its `key` (null or empty takes " +
          'it away) into the content of `base_version`, the live version the entries were ' +
          'taken from, and publishes it as PUT /api/site-content does: 201; 202 when ' +
          "REQUIRE_REVIEW=on and an editor's publish asks for a review; 409 when a text this " +
          'changes was changed differently since `base_version` (edit_conflict) or the base ' +
          'never went live (version_conflict). 400 naming an unknown key, an unknown language, ' +
          "or a target its field's rules refuse (a slug another item has in this language). " +
          'With `Content-Type: application/xliff+xml` the body is the XLIFF 2.0 file GET gave, ' +
          'its `<target>`s filled: a unit with a target is an entry, one without takes the ' +
          'translation away, and the base version is the `<mda:meta type="base_version">` each ' +
          '`<file>` carries. 400 invalid_xliff for a file that is not well-formed XML, not XLIFF ' +
          '2.0, or carries a DOCTYPE (no entity is ever expanded); 400 naming `trgLang` when it ' +
          'is not the language of the path, `base_version` when the file lacks it; 413 above ' +
          `${BODY_LIMIT / 1024 / 1024} MB.`,
        params: translationTagParamsSchema,
        body: putTranslationsSchema,
        response: {
          201: publishedSchema,
          202: reviewRequestedSchema,
          409: publishConflictSchema,
          422: publishUnprocessableSchema,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { base_version, message } = request.body;
      const content = translatedEdit(
        publisher,
        fastify.repos.siteContent,
        request.params.tag,
        request.body,
      );
      const by = sessionActor(request);
      if (contentReviews.needsReview(by)) {
        const review = contentReviews.request(content, base_version, by, message);
        fastify.audit.record(request.context(), {
          type: 'content.review_requested',
          targetType: 'site_content',
          targetId: String(review.version),
          details: { review: review.id, comment: review.message },
        });
        fastify.reviewNotices.requested(review);
        return reply.code(202).send({
          review: { id: review.id, version: review.version, status: 'requested' as const },
        });
      }
      const published = await publisher.publish(content, base_version, by);
      fastify.audit.record(request.context(), {
        type: 'content.published',
        targetType: 'site_content',
        targetId: String(published.version),
        details: { summary: published.summary, translations: request.params.tag },
      });
      return reply.code(201).send(published);
    },
  );
};

export default translations;
