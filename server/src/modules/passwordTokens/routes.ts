import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/clientInfo';
import type { AuthContext } from '../auth/context';
import { enforceLimit } from '../rateLimits/enforce';
import type { WindowRule } from '../rateLimits/rules';
import { forgotPasswordMessage, type PasswordMail, requestPasswordReset } from './forgotPassword';
import { forgotPasswordSchema, passwordSetMessage, setPasswordSchema, verifyPasswordTokenSchema } from './routeSchemas';
import { setPasswordWithToken, verifyPasswordToken } from './service';

export type PasswordTokenLimits = { perIp: WindowRule; perEmail: WindowRule };

const fifteenMinutes = 15 * 60 * 1000;

export const defaultPasswordTokenLimits: PasswordTokenLimits = {
  perIp: { max: 20, windowMs: fifteenMinutes },
  perEmail: { max: 3, windowMs: 60 * 60 * 1000 },
};

export type PasswordTokenRoutesOptions = { ctx: AuthContext; mail: PasswordMail; limits?: PasswordTokenLimits };

const tooMany = 'Too many attempts. Please wait before trying again.';

/** Public: the one-time link is the credential. Every route is limited per address, forgot-password per email too. */
export const passwordTokenRoutes: FastifyPluginAsync<PasswordTokenRoutesOptions> = async (instance, options) => {
  const { ctx, mail, limits = defaultPasswordTokenLimits } = options;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  const limitIp = (ip: string) => enforceLimit(ctx.rateLimiter, `password-token:ip:${ip}`, limits.perIp, tooMany);

  app.post('/password-tokens/verify', { config, schema: verifyPasswordTokenSchema }, async (request) => {
    const client = clientInfo(request);
    await limitIp(client.ip);
    return { success: true as const, data: await verifyPasswordToken(ctx.db, ctx.clock, request.body.token, client) };
  });

  app.post('/set-password', { config, schema: setPasswordSchema }, async (request) => {
    const client = clientInfo(request);
    await limitIp(client.ip);
    await setPasswordWithToken(ctx.db, ctx.clock, request.body.token, request.body.password, client);
    return { success: true as const, message: passwordSetMessage };
  });

  app.post('/forgot-password', { config, schema: forgotPasswordSchema }, async (request) => {
    const client = clientInfo(request);
    await limitIp(client.ip);
    await enforceLimit(ctx.rateLimiter, `forgot-password:email:${request.body.email}`, limits.perEmail, tooMany);
    requestPasswordReset(ctx.db, ctx.clock, mail, request.body.email, client, request.log);
    return { success: true as const, message: forgotPasswordMessage };
  });
};
