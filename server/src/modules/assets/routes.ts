import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { Permission } from '@/contracts/permissions';
import { listAssetOwners } from './owners';
import {
  bulkUpdateSchema,
  createSchema,
  listSchema,
  ownersSchema,
  readSchema,
  removeSchema,
  updateSchema,
} from './routeSchemas';
import { bulkUpdateAssets, createAsset, listAssets, readAsset, removeAsset, updateAsset } from './service';

const needs = (permission: Permission) => ({ access: { permission } });

export const assetRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: needs('assets:read'), schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listAssets(deps, requireActor(request), request.query),
  }));

  app.post('/', { config: needs('assets:manage'), schema: createSchema }, async (request, reply) =>
    reply
      .code(201)
      .send({ success: true as const, data: await createAsset(deps, requireActor(request), request.body) }),
  );

  app.patch('/', { config: needs('assets:manage'), schema: bulkUpdateSchema }, async (request) => ({
    success: true as const,
    data: await bulkUpdateAssets(deps, requireActor(request), request.body.ids, request.body.changes),
  }));

  app.get('/owners', { config: needs('assets:read'), schema: ownersSchema }, async (request) => ({
    success: true as const,
    data: { owners: await listAssetOwners(deps.db, requireActor(request).organizationId) },
  }));

  app.get('/:assetId', { config: needs('assets:read'), schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readAsset(deps, requireActor(request), request.params.assetId),
  }));

  app.patch('/:assetId', { config: needs('assets:manage'), schema: updateSchema }, async (request) => ({
    success: true as const,
    data: await updateAsset(deps, requireActor(request), request.params.assetId, request.body),
  }));

  app.delete('/:assetId', { config: needs('assets:manage'), schema: removeSchema }, async (request) => {
    await removeAsset(deps, requireActor(request), request.params.assetId);
    return { success: true as const, message: 'Asset removed' };
  });
};
