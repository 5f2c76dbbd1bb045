import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsCsvQuerySchema,
  analyticsQuerySchema,
  analyticsReportSchema,
  LEAD_TABLES,
} from '@shared/schemas/analytics';
import { downloadFiguresSchema, INFLUENCE_DAYS } from '@shared/schemas/download-figures';
import { ACCESS } from '@shared/vocabularies/roles';
import { campaignPages } from '@shared/site-content/collections/custom-pages';
import { ApiError } from '../../lib/api-error';
import { toCsv } from '../../lib/csv';
import { analyticsTable } from '../../services/analytics/analytics-csv';
import { errorResponses } from '../error-responses';

const security = [{ bearerAuth: [] }];
const tags = ['analytics'];
const config = { roles: ACCESS.analytics };

/**
 * The site's analytics (docs/decisions/036): the report of a range of days and its tables as
 * CSV. Every role of the area reads the page figures; the sources and the leads they brought
 * only a role that sees those leads. Inside the admin scope (authenticated).
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** The live content's campaign pages, each a row of the report. */
  const campaigns = () => campaignPages(fastify.publisher.live().content);

  fastify.get(
    '/api/admin/analytics',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Visitors, page views, pages, sources and the leads they brought',
        description:
          "Days are counted in the firm's time zone (SITE_TIME_ZONE), both ends included. " +
          'Counted by the server as it serves pages: no script, no cookie; bots, prefetches, ' +
          'Do Not Track and Global Privacy Control are not counted. `sources`, `campaigns`, ' +
          '`landing_pages`, `campaign_pages` and `leads` only for roles that see the leads ' +
          '(not editors). 400 ' +
          'for a day that does not exist or a reversed range.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsReportSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => fastify.analytics.report(request.query, request.principal!, campaigns()),
  );

  fastify.get(
    '/api/admin/analytics/downloads',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Per document of the downloads: views, downloads, requests, influenced quotes',
        description:
          'The same range as the report. `requests` and `influenced` (quote requests from the ' +
          `address of a request within ${INFLUENCE_DAYS} days after it) only for roles that see ` +
          'download requests (not editors). 400 for a day that does not exist or a reversed range.',
        querystring: analyticsQuerySchema,
        response: { 200: downloadFiguresSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => fastify.analytics.downloads(request.query, request.principal!),
  );

  fastify.get(
    '/api/admin/analytics.csv',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One table of the analytics report as CSV',
        description:
          'The same range as the report; `table` picks days (default), pages, devices, ' +
          'sources, campaigns, landing_pages or campaign_pages (the last four: 403 for ' +
          'editors).',
        querystring: analyticsCsvQuerySchema,
        response: {
          200: z.string().meta({ description: 'CSV file (UTF-8 with BOM, CRLF line ends)' }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { table, ...range } = request.query;
      const report = await fastify.analytics.report(range, request.principal!, campaigns());
      if (LEAD_TABLES.includes(table) && !report.leads) {
        throw new ApiError(403, 'forbidden', 'The leads are not for your role');
      }
      const { columns, rows } = analyticsTable(report, table);
      const file = `analytics-${table}-${range.from}-${range.to}.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(toCsv(columns, rows), 'utf8') as never);
    },
  );
};

export default analyticsRoutes;
