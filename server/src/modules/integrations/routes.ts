import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AppDeps } from '../../core/appDeps';
import { readAwsSetup } from './awsSetup';
import {
  awsSetupSchema,
  connectSchema,
  disconnectSchema,
  listSchema,
  readSchema,
  syncAllSchema,
  syncSchema,
  testSchema,
} from './routeSchemas';
import {
  connectIntegration,
  disconnectIntegration,
  listIntegrations,
  readIntegrationDetails,
  requestSync,
  syncAllIntegrations,
  integrationDepsOf,
  testIntegration,
} from './service';

export type IntegrationRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'integrations:read' as const } };
const manage = { access: { permission: 'integrations:manage' as const } };

export const integrationRoutes: FastifyPluginAsync<IntegrationRoutesOptions> = async (instance, options) => {
  const deps = integrationDepsOf(options.deps);
  if (!deps) return;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: read, schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listIntegrations(deps, requireActor(request).organizationId),
  }));

  app.post('/sync-all', { config: manage, schema: syncAllSchema }, async (request, reply) =>
    reply
      .code(202)
      .send({ success: true as const, data: await syncAllIntegrations(deps, requireActor(request).organizationId) }),
  );

  app.get('/aws/setup', { config: manage, schema: awsSetupSchema }, async (request) => ({
    success: true as const,
    data: await readAwsSetup(deps.db, requireActor(request).organizationId, deps.awsAccountId),
  }));

  app.get('/:type', { config: read, schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readIntegrationDetails(deps, requireActor(request).organizationId, request.params.type),
  }));

  app.post('/:type/connect', { config: manage, schema: connectSchema }, async (request) => ({
    success: true as const,
    data: await connectIntegration(deps, requireActor(request), request.params.type, request.body.credentials),
  }));

  app.post('/:type/test', { config: manage, schema: testSchema }, async (request) => ({
    success: true as const,
    data: await testIntegration(deps, requireActor(request).organizationId, request.params.type),
  }));

  app.post('/:type/sync', { config: manage, schema: syncSchema }, async (request, reply) =>
    reply.code(202).send({
      success: true as const,
      data: await requestSync(deps, requireActor(request).organizationId, request.params.type),
    }),
  );

  app.delete('/:type', { config: manage, schema: disconnectSchema }, async (request) => ({
    success: true as const,
    data: await disconnectIntegration(deps, requireActor(request), request.params.type),
  }));
};
