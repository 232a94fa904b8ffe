import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { enforceLimit } from '../../core/rateLimits/enforce';
import { forgotPasswordMessage, requestPasswordReset } from './forgotPassword';
import { forgotPasswordSchema, passwordSetMessage, setPasswordSchema, verifyPasswordTokenSchema } from './routeSchemas';
import { setPasswordWithToken, verifyPasswordToken } from './service';

export type PasswordTokenRoutesOptions = { deps: AppDeps };

const tooMany = 'Too many attempts. Please wait before trying again.';

/** Public: the one-time link is the credential. Every route is limited per address, forgot-password per email too. */
export const passwordTokenRoutes: FastifyPluginAsync<PasswordTokenRoutesOptions> = async (instance, options) => {
  const { deps } = options;
  const limits = deps.limits.passwordToken;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  const limitIp = (ip: string) => enforceLimit(deps.rateLimiter, `password-token:ip:${ip}`, limits.perIp, tooMany);

  app.post('/password-tokens/verify', { config, schema: verifyPasswordTokenSchema }, async (request) => {
    const client = clientInfo(request);
    await limitIp(client.ip);
    return { success: true as const, data: await verifyPasswordToken(deps.db, deps.clock, request.body.token, client) };
  });

  app.post('/set-password', { config, schema: setPasswordSchema }, async (request) => {
    const client = clientInfo(request);
    await limitIp(client.ip);
    await setPasswordWithToken(deps.db, deps.clock, request.body.token, request.body.password, client);
    return { success: true as const, message: passwordSetMessage };
  });

  app.post('/forgot-password', { config, schema: forgotPasswordSchema }, async (request) => {
    const client = clientInfo(request);
    await limitIp(client.ip);
    await enforceLimit(deps.rateLimiter, `forgot-password:email:${request.body.email}`, limits.perEmail, tooMany);
    requestPasswordReset(deps.db, deps.clock, deps.mail, request.body.email, client, request.log);
    return { success: true as const, message: forgotPasswordMessage };
  });
};
