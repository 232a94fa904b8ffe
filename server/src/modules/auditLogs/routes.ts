import type { FastifyPluginAsync } from 'fastify';
import { createAuthenticate } from '../../plugins/authenticate';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import type { AuthContext } from '../auth/context';

export type AuditLogRoutesOptions = { ctx: AuthContext };

export const auditLogRoutes: FastifyPluginAsync<AuditLogRoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', createAuthenticate(ctx));
};
