import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { Permission } from '@/contracts/permissions';
import { listRiskAssessments, recordRiskAssessment } from './assessmentService';
import { readRiskOptions } from './options';
import { readRiskOverview } from './overview';
import {
  acceptSuggestionSchema,
  createSchema,
  deleteSchema,
  listAssessmentsSchema,
  listSchema,
  optionsSchema,
  overviewSchema,
  readSchema,
  recordAssessmentSchema,
  suggestionsSchema,
  updateSchema,
} from './routeSchemas';
import { createRisk, deleteRisk, listRisks, readRisk, updateRisk } from './service';
import { acceptRiskSuggestion, listRiskSuggestions } from './suggestions';

const needs = (permission: Permission) => ({ access: { permission } });

export const riskRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: needs('risks:read'), schema: listSchema }, async (request) => ({
    success: true as const,
    data: await listRisks(deps, requireActor(request), request.query),
  }));

  app.post('/', { config: needs('risks:manage'), schema: createSchema }, async (request, reply) =>
    reply.code(201).send({ success: true as const, data: await createRisk(deps, requireActor(request), request.body) }),
  );

  app.get('/overview', { config: needs('risks:read'), schema: overviewSchema }, async (request) => ({
    success: true as const,
    data: await readRiskOverview(deps, requireActor(request).organizationId),
  }));

  app.get('/options', { config: needs('risks:read'), schema: optionsSchema }, async (request) => ({
    success: true as const,
    data: await readRiskOptions(deps.db, requireActor(request).organizationId),
  }));

  app.get('/suggestions', { config: needs('risks:read'), schema: suggestionsSchema }, async (request) => ({
    success: true as const,
    data: { suggestions: await listRiskSuggestions(deps, requireActor(request)) },
  }));

  app.post(
    '/suggestions/:checkId/accept',
    { config: needs('risks:manage'), schema: acceptSuggestionSchema },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        data: await acceptRiskSuggestion(deps, requireActor(request), request.params.checkId),
      }),
  );

  app.get('/assessments', { config: needs('risks:read'), schema: listAssessmentsSchema }, async (request) => ({
    success: true as const,
    data: { assessments: await listRiskAssessments(deps, requireActor(request)) },
  }));

  app.post('/assessments', { config: needs('risks:manage'), schema: recordAssessmentSchema }, async (request, reply) =>
    reply.code(201).send({
      success: true as const,
      data: await recordRiskAssessment(deps, requireActor(request), request.body),
    }),
  );

  app.get('/:riskId', { config: needs('risks:read'), schema: readSchema }, async (request) => ({
    success: true as const,
    data: await readRisk(deps, requireActor(request), request.params.riskId),
  }));

  app.put('/:riskId', { config: needs('risks:manage'), schema: updateSchema }, async (request) => ({
    success: true as const,
    data: await updateRisk(deps, requireActor(request), request.params.riskId, request.body),
  }));

  app.delete('/:riskId', { config: needs('risks:manage'), schema: deleteSchema }, async (request) => {
    await deleteRisk(deps, requireActor(request), request.params.riskId);
    return { success: true as const, message: 'Risk removed' };
  });
};
