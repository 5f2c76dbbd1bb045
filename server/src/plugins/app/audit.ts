import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuditLog, type AuditLog, type RequestContext } from '../../services/audit/audit-log';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditLog;
  }
  interface FastifyRequest {
    /** Actor, session, IP and user agent of this request, for the audit trail. */
    context(): RequestContext;
  }
}

export default fp(
  async (fastify) => {
    const audit = createAuditLog(fastify.repos.auditEvents, fastify.log, fastify.config.now);
    fastify.decorate('audit', audit);
    // The minute under way is written before the database closes (it closes last).
    fastify.addHook('onClose', async () => audit.flushCounts());
    fastify.decorateRequest('context', function (this: FastifyRequest): RequestContext {
      const principal = this.principal;
      return {
        userId: principal?.userId ?? null,
        email: principal?.email ?? null,
        sessionId: principal?.sessionId ?? null,
        ip: this.ip ?? null,
        userAgent: this.headers['user-agent'] ?? null,
      };
    });
  },
  { name: 'audit', dependencies: ['config', 'repositories'] },
);
