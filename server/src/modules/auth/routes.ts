import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, requireActor } from '../../core/actor';
import type { RouteAccess } from '../../plugins/access';
import { requireAccount } from '../../plugins/authenticate';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { accountUserOf, logout, updateDetails, updatePassword } from './accountService';
import { createFreshCache } from '../../lib/freshCache';
import type { PendingAddress } from './emailChangeRepository';
import type { AppDeps } from '../../core/appDeps';
import { confirmEmailChange, emailVerifiedMessage } from './emailChange';
import { login } from './loginService';
import { assertRegistrationOpen, register } from './registerService';
import {
  loginSchema,
  logoutSchema,
  meSchema,
  registerSchema,
  twoFactorDueMessage,
  twoFactorSetupDueMessage,
  updateDetailsSchema,
  updatePasswordSchema,
  verifyEmailSchema,
} from './routeSchemas';

export type AuthRoutesOptions = { deps: AppDeps };

export const tooManyVerificationsMessage = 'Too many attempts. Please wait before trying again.';

// Members whose pending email change is remembered between writes: more than are signed in at once on one instance.
const cachedPendingEmails = 10_000;

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ownAccount = { access: { permission: 'account:manage' } satisfies RouteAccess };
  const pendingEmails = createFreshCache<PendingAddress>(cachedPendingEmails);

  app.post('/login', { config: { access: 'public' }, schema: loginSchema }, async (request) => {
    const outcome = await login(deps, request.body, clientInfo(request));
    if ('twoFactor' in outcome) {
      const message = outcome.twoFactor.twoFactor === 'verify' ? twoFactorDueMessage : twoFactorSetupDueMessage;
      return { success: true as const, message, data: outcome.twoFactor };
    }
    return { success: true as const, token: outcome.token, data: outcome.user, message: 'Signed in successfully' };
  });

  app.post(
    '/register',
    { config: { access: 'public', rateLimit: deps.limits.register }, schema: registerSchema },
    async (request, reply) => {
      assertRegistrationOpen(deps.registration);
      const { token, user } = await register(deps, request.body, clientInfo(request));
      return reply.code(201).send({ success: true as const, token, data: user });
    },
  );

  // SPEC §7 signs out with GET; POST is there for clients that will not change state with a GET.
  app.route({
    method: ['GET', 'POST'],
    url: '/logout',
    config: ownAccount,
    schema: logoutSchema,
    handler: async (request) => {
      await logout(deps, requireActor(request));
      return { success: true as const, message: 'Signed out' };
    },
  });

  app.get('/me', { config: ownAccount, schema: meSchema }, async (request) => ({
    success: true as const,
    data: await accountUserOf(deps, requireAccount(request), {
      cache: pendingEmails,
      mark: await request.changeMark(),
    }),
  }));

  app.put('/updatedetails', { config: ownAccount, schema: updateDetailsSchema }, async (request) => {
    const data = await updateDetails(deps, requireActor(request), requireAccount(request), request.body);
    return { success: true as const, data };
  });

  // Public: the one-time link is the credential (the password was asked for when the change was requested).
  app.post('/verify-email', { config: { access: 'public' }, schema: verifyEmailSchema }, async (request) => {
    const client = clientInfo(request);
    const key = `email-verification:ip:${client.ip}`;
    await enforceLimit(deps.rateLimiter, key, deps.limits.emailVerification, tooManyVerificationsMessage);
    const email = await confirmEmailChange(deps, request.body.token, client);
    return { success: true as const, message: emailVerifiedMessage(email) };
  });

  app.put('/updatepassword', { config: ownAccount, schema: updatePasswordSchema }, async (request) => {
    await updatePassword(deps, requireActor(request), requireAccount(request), request.body);
    return { success: true as const, message: 'Password updated' };
  });
};
