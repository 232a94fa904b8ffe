import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { createLanguageModel } from '../../core/languageModel';
import { enforceOrganizationLimit } from '../../core/rateLimits/organizationLimits';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { Permission } from '@/contracts/permissions';
import {
  acceptancesCsv,
  acceptPolicyVersion,
  listPoliciesToAccept,
  versionMarkdown,
  versionPdf,
} from './acceptanceService';
import { policyImportRoutes } from './import/importRoutes';
import { setPolicyApprovers } from './approversService';
import { assignPolicy } from './assignmentService';
import { readPolicyProfile, updatePolicyProfile } from './profileService';
import {
  acceptancesCsvSchema,
  acceptSchema,
  approversSchema,
  assignmentSchema,
  generateSchema,
  listSchema,
  markdownSchema,
  pdfSchema,
  publishSchema,
  readProfileSchema,
  readSchema,
  saveDraftSchema,
  toAcceptSchema,
  updateProfileSchema,
} from './routeSchemas';
import { generatePolicy, listPolicies, publishPolicy, readPolicy, saveDraft } from './service';
import { diffSchema, rewriteSchema } from './comparisonSchemas';
import { suggestSectionRewrite } from './rewriteService';
import { diffPolicyVersions } from './versionDiff';

const needs = (permission: Permission) => ({ access: { permission } });

const attachment = (type: string, fileName: string) => ({
  'content-type': `${type}; charset=utf-8`,
  'content-disposition': `attachment; filename="${fileName}"`,
});

export const policyRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);
  await app.register(policyImportRoutes, { deps });
  const languageModel = deps.languageModel && createLanguageModel(deps.languageModel);

  app.get('/', { config: needs('policies:read'), schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listPolicies(deps, requireActor(request)),
  }));

  app.post('/', { config: needs('policies:manage'), schema: generateSchema }, async (request, reply) =>
    reply.code(201).send({
      success: true as const,
      data: await generatePolicy(deps, requireActor(request), request.body.templateId),
    }),
  );

  app.get('/profile', { config: needs('policies:read'), schema: readProfileSchema }, async (request) => ({
    success: true as const,
    data: await readPolicyProfile(deps, requireActor(request)),
  }));

  app.put('/profile', { config: needs('policies:manage'), schema: updateProfileSchema }, async (request) => ({
    success: true as const,
    data: await updatePolicyProfile(deps, requireActor(request), request.body.fields),
  }));

  app.get('/to-accept', { config: needs('policies:read'), schema: toAcceptSchema }, async (request) => ({
    success: true as const,
    data: { policies: await listPoliciesToAccept(deps, requireActor(request)) },
  }));

  app.get('/:policyId', { config: needs('policies:read'), schema: readSchema }, async (request) => ({
    success: true as const,
    data: {
      ...(await readPolicy(deps, requireActor(request), request.params.policyId)),
      rewriteAvailable: languageModel !== null,
    },
  }));

  app.get('/:policyId/diff', { config: needs('policies:read'), schema: diffSchema }, async (request) => ({
    success: true as const,
    data: await diffPolicyVersions(deps, requireActor(request), request.params.policyId, request.query),
  }));

  app.post(
    '/:policyId/draft/rewrites',
    { config: needs('policies:manage'), schema: rewriteSchema },
    async (request) => {
      const actor = requireActor(request);
      // Each proposal calls the language model, whose cost every tenant shares.
      if (languageModel) {
        await enforceOrganizationLimit(
          deps.rateLimiter,
          deps.limits.organization,
          'policyRewrites',
          actor.organizationId,
        );
      }
      return {
        success: true as const,
        data: await suggestSectionRewrite(deps, languageModel, actor, request.params.policyId, request.body),
      };
    },
  );

  app.put('/:policyId/draft', { config: needs('policies:manage'), schema: saveDraftSchema }, async (request) => ({
    success: true as const,
    data: await saveDraft(deps, requireActor(request), request.params.policyId, request.body.body),
  }));

  app.put('/:policyId/approvers', { config: needs('policies:manage'), schema: approversSchema }, async (request) => ({
    success: true as const,
    data: await setPolicyApprovers(deps, requireActor(request), request.params.policyId, request.body),
  }));

  app.put('/:policyId/assignment', { config: needs('policies:manage'), schema: assignmentSchema }, async (request) => ({
    success: true as const,
    data: await assignPolicy(deps, requireActor(request), request.params.policyId, request.body),
  }));

  app.post('/:policyId/publication', { config: needs('policies:manage'), schema: publishSchema }, async (request) => ({
    success: true as const,
    data: await publishPolicy(deps, requireActor(request), request.params.policyId, request.body),
  }));

  app.post(
    '/versions/:versionId/acceptance',
    { config: needs('policies:read'), schema: acceptSchema },
    async (request) => ({
      success: true as const,
      data: await acceptPolicyVersion(deps, requireActor(request), request.params.versionId),
    }),
  );

  app.get(
    '/versions/:versionId/acceptances.csv',
    { config: needs('policies:manage'), schema: acceptancesCsvSchema },
    async (request, reply) => {
      const { fileName, csv } = await acceptancesCsv(deps, requireActor(request), request.params.versionId);
      return reply.headers(attachment('text/csv', fileName)).send(Readable.from(csv, { objectMode: false }));
    },
  );

  app.get(
    '/versions/:versionId/markdown',
    { config: needs('policies:read'), schema: markdownSchema },
    async (request, reply) => {
      const { fileName, markdown } = await versionMarkdown(deps, requireActor(request), request.params.versionId);
      return reply.headers(attachment('text/markdown', fileName)).send(Readable.from(markdown, { objectMode: false }));
    },
  );

  app.get('/versions/:versionId/pdf', { config: needs('policies:read'), schema: pdfSchema }, async (request, reply) => {
    const { fileName, pdf } = await versionPdf(deps, requireActor(request), request.params.versionId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
};
