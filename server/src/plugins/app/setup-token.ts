import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    setupToken: {
      /** The secret POST /api/setup expects, or null when setup is closed. */
      current(): string | null;
      /** Used by main.ts for the one-time code it prints when ADMIN_SETUP_TOKEN is unset. */
      useOneTimeCode(code: string): void;
    };
  }
}

export default fp(
  async (fastify) => {
    let token = fastify.config.adminSetupToken;
    fastify.decorate('setupToken', {
      current: () => token,
      useOneTimeCode: (code: string) => {
        token = code;
      },
    });
  },
  { name: 'setup-token', dependencies: ['config'] },
);
