import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { Permission } from '@/contracts/permissions';
import { linkVendorDocument, unlinkVendorDocument } from './documentService';
import { recordVendorReview } from './reviewService';
import {
  createSchema,
  linkDocumentSchema,
  listSchema,
  readSchema,
  recordReviewSchema,
  removeSchema,
  subprocessorsCsvSchema,
  unlinkDocumentSchema,
  updateSchema,
} from './routeSchemas';
import { createVendor, listVendors, readVendor, removeVendor, updateVendor } from './service';
import { subprocessorsCsv } from './subprocessorList';

const needs = (permission: Permission) => ({ access: { permission } });

export const vendorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: needs('vendors:read'), schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listVendors(deps, requireActor(request), request.query),
  }));

  app.post('/', { config: needs('vendors:manage'), schema: createSchema }, async (request, reply) =>
    reply
      .code(201)
      .send({ success: true as const, data: await createVendor(deps, requireActor(request), request.body) }),
  );

  app.get(
    '/subprocessors.csv',
    { config: needs('vendors:read'), schema: subprocessorsCsvSchema },
    async (request, reply) => {
      const { fileName, csv } = await subprocessorsCsv(deps, requireActor(request));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(Readable.from(csv, { objectMode: false }));
    },
  );

  app.get('/:vendorId', { config: needs('vendors:read'), schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readVendor(deps, requireActor(request), request.params.vendorId),
  }));

  app.patch('/:vendorId', { config: needs('vendors:manage'), schema: updateSchema }, async (request) => ({
    success: true as const,
    data: await updateVendor(deps, requireActor(request), request.params.vendorId, request.body),
  }));

  app.delete('/:vendorId', { config: needs('vendors:manage'), schema: removeSchema }, async (request) => {
    await removeVendor(deps, requireActor(request), request.params.vendorId);
    return { success: true as const, message: 'Vendor removed' };
  });

  app.post(
    '/:vendorId/documents',
    { config: needs('vendors:manage'), schema: linkDocumentSchema },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await linkVendorDocument(deps, requireActor(request), request.params.vendorId, request.body),
      }),
  );

  app.delete(
    '/:vendorId/documents/:documentId',
    { config: needs('vendors:manage'), schema: unlinkDocumentSchema },
    async (request) => ({
      success: true as const,
      data: await unlinkVendorDocument(deps, requireActor(request), request.params.vendorId, request.params.documentId),
    }),
  );

  app.post(
    '/:vendorId/reviews',
    { config: needs('vendors:manage'), schema: recordReviewSchema },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await recordVendorReview(deps, requireActor(request), request.params.vendorId, request.body),
      }),
  );
};
