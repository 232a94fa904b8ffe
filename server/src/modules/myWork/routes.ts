import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { myWorkSchema } from './routeSchemas';
import { readMyWork } from './service';

export type MyWorkRoutesOptions = { deps: AppDeps };

// Every member has their own work to read; each section is then limited to what their role may read.
const ownWork = { access: { permission: 'account:manage' as const } };

export const myWorkRoutes: FastifyPluginAsync<MyWorkRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/', { config: ownWork, schema: myWorkSchema }, async (request) => ({
    success: true as const,
    data: await readMyWork(deps, requireActor(request)),
  }));
};
