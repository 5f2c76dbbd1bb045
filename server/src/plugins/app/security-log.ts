import fp from 'fastify-plugin';
import { createSecurityLog, type SecurityLog } from '../../services/audit/security-log';

declare module 'fastify' {
  interface FastifyInstance {
    securityLog: SecurityLog;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('securityLog', createSecurityLog(fastify.log));
  },
  { name: 'security-log' },
);
