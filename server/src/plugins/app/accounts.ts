import fp from 'fastify-plugin';
import { firmOf } from './firm';
import { createAccountService, type AccountService } from '../../services/auth/account';
import { createAdminUsersService, type AdminUsersService } from '../../services/auth/admin-users';
import { createSignInMethods } from '../../services/auth/sign-in-methods';
import { releaseLeads } from '../../services/leads/lead-release';
import { createInvitationMailer } from '../../services/notifications/invitation-mail';
import { personalMailSettings } from './auth-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in admin's password and sessions. */
    account: AccountService;
    /** Several admins: list, invitations, disabling. */
    adminUsers: AdminUsersService;
  }
}

export default fp(
  async (fastify) => {
    const { repos, audit, config, log, reauthentication } = fastify;
    fastify.decorate('account', createAccountService({ repos, audit, reauthentication }));
    // Invitations are e-mailed when SMTP is configured (from NOTIFY_FROM / NOTIFY_EMAIL).
    const settings = personalMailSettings(config);
    const mailer = settings ? createInvitationMailer(settings, firmOf(fastify), log) : null;
    const signInMethods = createSignInMethods(config, repos);
    fastify.decorate(
      'adminUsers',
      createAdminUsersService({
        repos,
        audit,
        mailer,
        signInMethods,
        now: config.now,
        releaseLeads: (context, owner, reason, before) =>
          releaseLeads(
            repos.leadFollowUps,
            (event) => audit.record(context, event),
            owner,
            reason,
            config.now,
            before,
          ),
      }),
    );
  },
  { name: 'accounts', dependencies: ['config', 'repositories', 'audit', 'auth-service'] },
);
