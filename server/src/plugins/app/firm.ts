import type { FastifyInstance } from 'fastify';
import type { FirmNamesOf } from '../../services/notifications/firm';

/**
 * The firm's names as published, read when a mail is sent: the publishing plugin is ready by
 * then, whatever the order the plugins that send mail were registered in.
 */
export const firmOf =
  (fastify: FastifyInstance): FirmNamesOf =>
  () =>
    fastify.publisher.live().content.identity;
