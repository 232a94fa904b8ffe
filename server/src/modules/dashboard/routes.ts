import type { FastifyPluginAsync } from 'fastify';
import { createAuthenticate } from '../../plugins/authenticate';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import type { AuthContext } from '../auth/context';

export type DashboardRoutesOptions = { ctx: AuthContext };

export const dashboardRoutes: FastifyPluginAsync<DashboardRoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', createAuthenticate(ctx));
};
