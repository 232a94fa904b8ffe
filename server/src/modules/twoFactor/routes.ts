import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo, requireActor } from '../../core/actor';
import type { RouteAccess } from '../../plugins/access';
import { requireAccount } from '../../plugins/authenticate';
import { enforceLimit } from '../../core/rateLimits/enforce';
import type { AppDeps } from '../../core/appDeps';
import { requireTwoFactor } from './organizationRequirement';
import {
  confirmAtSignInSchema,
  confirmSchema,
  disableSchema,
  memberResetSchema,
  memberTwoFactorSchema,
  organizationRequirementSchema,
  regenerateSchema,
  setupAtSignInSchema,
  setupSchema,
  signInWithCodeSchema,
  statusSchema,
  twoFactorMessages,
} from './routeSchemas';
import { confirmSetup, disableTwoFactor, regenerateRecoveryCodes, twoFactorStatus } from './service';
import { memberTwoFactor, resetMemberTwoFactor } from './memberReset';
import { startSetupFromSettings } from './setup';
import { completeSignIn, confirmSetupAtSignIn, startSetupAtSignIn } from './signInService';

export type TwoFactorRoutesOptions = { deps: AppDeps };

const tooManyRequests = 'Too many attempts. Please wait before trying again.';

/**
 * The sign-in steps after the password (public: the challenge is the credential, and each address is limited), the
 * member's own two-factor settings, the organisation's requirement and a member's reset (Admins).
 */
export const twoFactorRoutes: FastifyPluginAsync<TwoFactorRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const challengeStep = { access: 'public' } satisfies { access: RouteAccess };
  const ownAccount = { access: { permission: 'account:manage' } } satisfies { access: RouteAccess };
  const organization = { access: { permission: 'organization:manage' } } satisfies { access: RouteAccess };
  const members = { access: { permission: 'users:manage' } } satisfies { access: RouteAccess };
  const limitAddress = (ip: string) =>
    enforceLimit(deps.rateLimiter, `two-factor:ip:${ip}`, deps.limits.twoFactor.perIp, tooManyRequests);

  app.post('/auth/login/two-factor', { config: challengeStep, schema: signInWithCodeSchema }, async (request) => {
    const client = clientInfo(request);
    await limitAddress(client.ip);
    const { token, user } = await completeSignIn(deps, request.body.challenge, request.body.code, client);
    return { success: true as const, token, data: user, message: twoFactorMessages.signedIn };
  });

  app.post('/auth/login/two-factor/setup', { config: challengeStep, schema: setupAtSignInSchema }, async (request) => {
    const client = clientInfo(request);
    await limitAddress(client.ip);
    return { success: true as const, data: await startSetupAtSignIn(deps, request.body.challenge, client) };
  });

  app.post(
    '/auth/login/two-factor/confirm',
    { config: challengeStep, schema: confirmAtSignInSchema },
    async (request) => {
      const client = clientInfo(request);
      await limitAddress(client.ip);
      const { token, recoveryCodes } = await confirmSetupAtSignIn(
        deps,
        request.body.challenge,
        request.body.code,
        client,
      );
      return { success: true as const, message: twoFactorMessages.enabled, token, data: { recoveryCodes } };
    },
  );

  app.get('/auth/two-factor', { config: ownAccount, schema: statusSchema }, async (request) => ({
    success: true as const,
    data: await twoFactorStatus(deps, requireActor(request)),
  }));

  app.post('/auth/two-factor/setup', { config: ownAccount, schema: setupSchema }, async (request) => ({
    success: true as const,
    data: await startSetupFromSettings(
      deps,
      requireActor(request),
      requireAccount(request),
      request.body.currentPassword,
    ),
  }));

  app.post('/auth/two-factor/confirm', { config: ownAccount, schema: confirmSchema }, async (request) => {
    const recoveryCodes = await confirmSetup(deps, requireActor(request), request.body.code, clientInfo(request));
    return { success: true as const, message: twoFactorMessages.enabled, data: { recoveryCodes } };
  });

  app.post('/auth/two-factor/disable', { config: ownAccount, schema: disableSchema }, async (request) => {
    const actor = requireActor(request);
    await disableTwoFactor(deps, actor, requireAccount(request), request.body, clientInfo(request));
    return { success: true as const, message: twoFactorMessages.disabled };
  });

  app.post('/auth/two-factor/recovery-codes', { config: ownAccount, schema: regenerateSchema }, async (request) => {
    const actor = requireActor(request);
    const account = requireAccount(request);
    const recoveryCodes = await regenerateRecoveryCodes(deps, actor, account, request.body, clientInfo(request));
    return { success: true as const, message: twoFactorMessages.regenerated, data: { recoveryCodes } };
  });

  app.put(
    '/organization/two-factor',
    { config: organization, schema: organizationRequirementSchema },
    async (request) => ({
      success: true as const,
      data: await requireTwoFactor(deps, requireActor(request), requireAccount(request).company, request.body.required),
    }),
  );

  app.get('/members/two-factor', { config: members, schema: memberTwoFactorSchema }, async (request) => ({
    success: true as const,
    data: await memberTwoFactor(deps, requireActor(request)),
  }));

  app.post('/members/:id/two-factor/reset', { config: members, schema: memberResetSchema }, async (request) => {
    const actor = requireActor(request);
    const member = await resetMemberTwoFactor(deps, actor, request.params.id, clientInfo(request));
    return { success: true as const, message: twoFactorMessages.reset(member.name) };
  });
};
