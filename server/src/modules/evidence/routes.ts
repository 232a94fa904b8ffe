import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { admitUpload } from '../../storage/uploadAdmission';
import type { AppDeps } from '../../core/appDeps';
import { readUpload, readVersionUpload } from './multipartUpload';
import { sendFile } from './sendFile';
import { createEvidenceShare, type EvidenceShareDeps, listEvidenceShares, revokeEvidenceShare } from './shareService';
import {
  addVersionSchema,
  fileSchema,
  listSchema,
  readSchema,
  reviewSchema,
  summarySchema,
  uploadSchema,
  evidenceShareSchemas,
} from './routeSchemas';
import {
  addEvidenceVersion,
  type EvidenceMember,
  listVisibleEvidence,
  openEvidenceFile,
  readEvidenceDetails,
  reviewEvidence,
  summarizeVisibleEvidence,
  uploadEvidence,
} from './service';

export type EvidenceRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'evidence:read' as const } };
const upload = { access: { permission: 'evidence:upload' as const } };
const review = { access: { permission: 'evidence:review' as const } };
const share = { access: { permission: 'evidence:share' as const } };

const memberOf = (request: FastifyRequest): EvidenceMember => {
  const { user, account } = requirePrincipal(request);
  return {
    organizationId: user.organizationId,
    userId: user.id,
    userLabel: account.name,
    role: account.role,
    ipAddress: request.ip,
  };
};

export const evidenceRoutes: FastifyPluginAsync<EvidenceRoutesOptions> = async (instance, { deps: ctx }) => {
  // No evidence locker without somewhere to keep its files.
  if (!ctx.evidence) return;
  const { store, maxBytes } = ctx.evidence;
  await instance.register(fastifyMultipart);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);
  const deps: EvidenceShareDeps = {
    db: ctx.db,
    clock: ctx.clock,
    store,
    maxBytes,
    appUrl: ctx.mail.appUrl,
    rateLimiter: ctx.rateLimiter,
    limits: ctx.limits,
  };

  app.get('/', { config: read, schema: listSchema }, async (request) => {
    const { page, limit, expiringSoon, ...filter } = request.query;
    return {
      success: true as const,
      data: await listVisibleEvidence(
        deps,
        memberOf(request),
        { ...filter, expiringSoon: expiringSoon === 'true' },
        { page, limit },
      ),
    };
  });

  app.get('/summary', { config: read, schema: summarySchema }, async (request) => ({
    success: true as const,
    data: await summarizeVisibleEvidence(deps, memberOf(request)),
  }));

  app.post('/', { config: upload, schema: uploadSchema }, async (request, reply) => {
    await admitUpload(ctx, request, memberOf(request).organizationId, maxBytes);
    const { fields, file } = await readUpload(request, maxBytes);
    return reply
      .code(201)
      .send({ success: true as const, data: await uploadEvidence(deps, memberOf(request), fields, file) });
  });

  app.get('/:id', { config: read, schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readEvidenceDetails(deps, memberOf(request), request.params.id),
  }));

  app.post('/:id/versions', { config: upload, schema: addVersionSchema }, async (request, reply) => {
    await admitUpload(ctx, request, memberOf(request).organizationId, maxBytes);
    const file = await readVersionUpload(request, maxBytes);
    return reply.code(201).send({
      success: true as const,
      data: await addEvidenceVersion(deps, memberOf(request), request.params.id, file),
    });
  });

  app.post('/:id/review', { config: review, schema: reviewSchema }, async (request) => ({
    success: true as const,
    data: await reviewEvidence(deps, memberOf(request), request.params.id, request.body),
  }));

  app.get('/:id/versions/:version/file', { config: read, schema: fileSchema }, async (request, reply) => {
    const { id, version } = request.params;
    const { disposition } = request.query;
    const action = disposition === 'inline' ? 'viewed' : 'downloaded';
    return sendFile(reply, await openEvidenceFile(deps, memberOf(request), id, version, action), disposition);
  });

  app.get('/:id/shares', { config: share, schema: evidenceShareSchemas.list }, async (request) => ({
    success: true as const,
    data: await listEvidenceShares(deps, memberOf(request), request.params.id),
  }));

  app.post('/:id/shares', { config: share, schema: evidenceShareSchemas.create }, async (request, reply) => {
    const created = await createEvidenceShare(deps, memberOf(request), request.params.id, request.body.expiresInHours);
    return reply.code(201).send({ success: true as const, data: created });
  });

  app.delete('/:id/shares/:shareId', { config: share, schema: evidenceShareSchemas.revoke }, async (request) => ({
    success: true as const,
    data: await revokeEvidenceShare(deps, memberOf(request), request.params.id, request.params.shareId),
  }));
};
