import type { FastifyPluginAsync } from 'fastify';
import { clientInfo } from '../../lib/clientInfo';
import { createAuthenticate, requirePrincipal } from '../../plugins/authenticate';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import { logout, updateDetails, updatePassword } from './accountService';
import type { AuthContext } from './context';
import { login } from './loginService';
import { register } from './registerService';
import {
  loginBody,
  messageResponse,
  registerBody,
  tokenResponse,
  updateDetailsBody,
  updatePasswordBody,
  userResponse,
} from './schemas';
import { toSessionUser } from './sessionIssuer';

export type RouteRateLimit = { max: number; timeWindow: number };

export type AuthRoutesOptions = { ctx: AuthContext; registerLimit: RouteRateLimit };

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, { ctx, registerLimit }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const onRequest = createAuthenticate(ctx);

  app.post('/login', { schema: { body: loginBody, response: { 200: tokenResponse } } }, async (request) => {
    const { token, user } = await login(ctx, request.body, clientInfo(request));
    return { success: true as const, token, data: user, message: 'Signed in successfully' };
  });

  app.post(
    '/register',
    { config: { rateLimit: registerLimit }, schema: { body: registerBody, response: { 201: tokenResponse } } },
    async (request, reply) => {
      const { token, user } = await register(ctx, request.body, clientInfo(request));
      return reply.code(201).send({ success: true as const, token, data: user });
    },
  );

  app.get('/logout', { onRequest, schema: { response: { 200: messageResponse } } }, async (request) => {
    await logout(ctx, requirePrincipal(request).user, clientInfo(request));
    return { success: true as const, message: 'Signed out' };
  });

  app.get('/me', { onRequest, schema: { response: { 200: userResponse } } }, async (request) => ({
    success: true as const,
    data: toSessionUser(requirePrincipal(request).account),
  }));

  app.put(
    '/updatedetails',
    { onRequest, schema: { body: updateDetailsBody, response: { 200: userResponse } } },
    async (request) => {
      const data = await updateDetails(ctx, requirePrincipal(request).user, request.body, clientInfo(request));
      return { success: true as const, data };
    },
  );

  app.put(
    '/updatepassword',
    { onRequest, schema: { body: updatePasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      await updatePassword(ctx, requirePrincipal(request).user, request.body, clientInfo(request));
      return { success: true as const, message: 'Password updated' };
    },
  );
};
