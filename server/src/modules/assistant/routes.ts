import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyWithEventStream } from '../../plugins/eventStreamReply';
import { eventStreamType } from '@/contracts/eventStream';
import { answerStreamEvents } from '@/contracts/assistantStream';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { enforceOrganizationLimit } from '../../core/rateLimits/organizationLimits';
import { createKnowledgeIndex } from './knowledge';
import { createLanguageModel } from '../../core/languageModel';
import { listConversations, listFeedback } from './repository';
import {
  askSchema,
  feedbackSchema,
  listConversationsSchema,
  listFeedbackSchema,
  readConversationSchema,
  regenerateSchema,
} from './routeSchemas';
import { ask, type Assistant, rateAnswer, readConversation, regenerate } from './service';

// Every role may ask: an answer shows only what the asker's role may see.
const chat = { access: { permission: 'compliance:read' as const } };
const organization = { access: { permission: 'organization:manage' as const } };

const wantsEventStream = (request: FastifyRequest) => request.headers.accept?.includes(eventStreamType) ?? false;

export const assistantRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const assistant: Assistant = {
    index: createKnowledgeIndex(),
    languageModel: deps.languageModel && createLanguageModel(deps.languageModel),
    // The offline answer takes its place; the reason is for the operator.
    onModelFailure: (error: unknown) => instance.log.warn({ err: error }, 'language model failed: answered offline'),
  };

  app.get('/conversations', { config: chat, schema: listConversationsSchema }, async (request) => ({
    success: true as const,
    data: await listConversations(deps.db, requireActor(request).userId),
  }));

  app.get('/conversations/:id', { config: chat, schema: readConversationSchema }, async (request) => ({
    success: true as const,
    data: await readConversation(deps, requireActor(request), request.params.id),
  }));

  // JSON once answered, or the answer as it is written when asked for text/event-stream.
  const countMessage = (request: FastifyRequest) =>
    enforceOrganizationLimit(
      deps.rateLimiter,
      deps.limits.organization,
      'assistantMessages',
      requireActor(request).organizationId,
    );

  app.post('/messages', { config: chat, schema: askSchema }, async (request, reply) => {
    await countMessage(request);
    if (!wantsEventStream(request)) {
      return reply
        .code(201)
        .send({ success: true as const, data: await ask(deps, assistant, requireActor(request), request.body) });
    }
    return replyWithEventStream(request, reply, async (emit) => {
      const answered = await ask(deps, assistant, requireActor(request), request.body, (text) =>
        emit(answerStreamEvents.delta, { text }),
      );
      emit(answerStreamEvents.answered, answered);
    });
  });

  app.post('/messages/:id/regenerate', { config: chat, schema: regenerateSchema }, async (request) => {
    await countMessage(request);
    return {
      success: true as const,
      data: await regenerate(deps, assistant, requireActor(request), request.params.id),
    };
  });

  app.post('/messages/:id/feedback', { config: chat, schema: feedbackSchema }, async (request) => ({
    success: true as const,
    data: await rateAnswer(deps, requireActor(request), request.params.id, request.body),
  }));

  app.get('/feedback', { config: organization, schema: listFeedbackSchema }, async (request) => ({
    success: true as const,
    data: await listFeedback(deps.db, requireActor(request).organizationId),
  }));
};
