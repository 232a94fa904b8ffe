import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { admitUpload } from '../../storage/uploadAdmission';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { readUpload, readVersionUpload } from './multipartUpload';
import { sendFile } from './sendFile';
import { createEvidenceShare, listEvidenceShares, revokeEvidenceShare } from './shareService';
import {
  addVersionSchema,
  fileSchema,
  listSchema,
  readSchema,
  summarySchema,
  uploadSchema,
  evidenceShareSchemas,
} from './routeSchemas';
import {
  addEvidenceVersion,
  keepsEvidence,
  listVisibleEvidence,
  openEvidenceFile,
  readEvidenceDetails,
  summarizeVisibleEvidence,
  uploadEvidence,
} from './service';

export type EvidenceRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'evidence:read' as const } };
const upload = { access: { permission: 'evidence:upload' as const } };
const share = { access: { permission: 'evidence:share' as const } };

export const evidenceRoutes: FastifyPluginAsync<EvidenceRoutesOptions> = async (instance, { deps }) => {
  // No evidence locker without somewhere to keep its files.
  if (!keepsEvidence(deps)) return;
  const { maxBytes } = deps.evidence;
  await instance.register(fastifyMultipart);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: read, schema: listSchema }, async (request) => {
    const { page, limit, expiringSoon, ...filter } = request.query;
    return {
      success: true as const,
      data: await listVisibleEvidence(
        deps,
        requireActor(request),
        { ...filter, expiringSoon: expiringSoon === 'true' },
        { page, limit },
      ),
    };
  });

  app.get('/summary', { config: read, schema: summarySchema }, async (request) => ({
    success: true as const,
    data: await summarizeVisibleEvidence(deps, requireActor(request)),
  }));

  app.post('/', { config: upload, schema: uploadSchema }, async (request, reply) => {
    const actor = requireActor(request);
    await admitUpload(deps, request, actor.organizationId, maxBytes);
    const { fields, file } = await readUpload(request, maxBytes);
    return reply.code(201).send({ success: true as const, data: await uploadEvidence(deps, actor, fields, file) });
  });

  app.get('/:id', { config: read, schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readEvidenceDetails(deps, requireActor(request), request.params.id),
  }));

  app.post('/:id/versions', { config: upload, schema: addVersionSchema }, async (request, reply) => {
    const actor = requireActor(request);
    await admitUpload(deps, request, actor.organizationId, maxBytes);
    const file = await readVersionUpload(request, maxBytes);
    return reply.code(201).send({
      success: true as const,
      data: await addEvidenceVersion(deps, actor, request.params.id, file),
    });
  });

  app.get('/:id/versions/:version/file', { config: read, schema: fileSchema }, async (request, reply) => {
    const { id, version } = request.params;
    const { disposition } = request.query;
    const action = disposition === 'inline' ? 'viewed' : 'downloaded';
    return sendFile(reply, await openEvidenceFile(deps, requireActor(request), id, version, action), disposition);
  });

  app.get('/:id/shares', { config: share, schema: evidenceShareSchemas.list }, async (request) => ({
    success: true as const,
    data: await listEvidenceShares(deps, requireActor(request), request.params.id),
  }));

  app.post('/:id/shares', { config: share, schema: evidenceShareSchemas.create }, async (request, reply) => {
    const { id } = request.params;
    const created = await createEvidenceShare(deps, requireActor(request), id, request.body.expiresInHours);
    return reply.code(201).send({ success: true as const, data: created });
  });

  app.delete('/:id/shares/:shareId', { config: share, schema: evidenceShareSchemas.revoke }, async (request) => ({
    success: true as const,
    data: await revokeEvidenceShare(deps, requireActor(request), request.params.id, request.params.shareId),
  }));
};
