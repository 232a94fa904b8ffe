import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import type { FileStore } from '../../storage/fileStore';
import type { AuthContext } from '../auth/context';
import { contentDisposition } from './contentDisposition';
import { readUpload, readVersionUpload } from './multipartUpload';
import {
  addVersionSchema,
  fileSchema,
  listSchema,
  readSchema,
  reviewSchema,
  summarySchema,
  uploadSchema,
} from './routeSchemas';
import {
  addEvidenceVersion,
  type EvidenceDeps,
  type EvidenceFile,
  type EvidenceMember,
  listVisibleEvidence,
  openEvidenceFile,
  readEvidenceDetails,
  reviewEvidence,
  summarizeVisibleEvidence,
  uploadEvidence,
} from './service';

export type EvidenceRoutesOptions = { ctx: AuthContext; store: FileStore; maxBytes: number };

const read = { access: { permission: 'evidence:read' as const } };
const upload = { access: { permission: 'evidence:upload' as const } };
const review = { access: { permission: 'evidence:review' as const } };

/** What a browser may show in place: the file is only ever displayed, never run (see the CSP sandbox below). */
const previewable = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/(plain|csv|markdown)|application\/json)$/;

/** Streams a stored file; `inline` lets the browser show it, sandboxed so nothing in it runs. */
const sendFile = (reply: FastifyReply, file: EvidenceFile, inline: boolean) =>
  reply
    .header('content-type', file.mediaType.startsWith('text/') ? `${file.mediaType}; charset=utf-8` : file.mediaType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .send(file.stream);

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

export const evidenceRoutes: FastifyPluginAsync<EvidenceRoutesOptions> = async (instance, { ctx, store, maxBytes }) => {
  await instance.register(fastifyMultipart);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps: EvidenceDeps = { db: ctx.db, clock: ctx.clock, store, maxBytes };

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
    const file = await openEvidenceFile(deps, memberOf(request), id, version, 'downloaded');
    return sendFile(reply, file, request.query.disposition === 'inline' && previewable.test(file.mediaType));
  });
};
