import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import { replyWithEventStream } from '../../lib/eventStreamReply';
import { eventStreamType } from '@/contracts/eventStream';
import { answerStreamEvents } from '@/contracts/assistantStream';
import type { AppDeps } from '../../core/appDeps';
import { enforceOrganizationLimit } from '../../core/rateLimits/organizationLimits';
import { createKnowledgeIndex } from './knowledge';
import { createLanguageModel } from './languageModel/client';
import { listConversations, listFeedback } from './repository';
import {
  askSchema,
  feedbackSchema,
  listConversationsSchema,
  listFeedbackSchema,
  readConversationSchema,
  regenerateSchema,
} from './routeSchemas';
import { type Asker, ask, rateAnswer, readConversation, regenerate } from './service';

export type AssistantRoutesOptions = { deps: AppDeps };

// Every role may ask: an answer shows only what the asker's role may see.
const chat = { access: { permission: 'compliance:read' as const } };
const organization = { access: { permission: 'organization:manage' as const } };

const askerOf = (request: FastifyRequest): Asker => {
  const { user, account } = requirePrincipal(request);
  return { organizationId: user.organizationId, userId: user.id, role: account.role };
};

const wantsEventStream = (request: FastifyRequest) => request.headers.accept?.includes(eventStreamType) ?? false;

export const assistantRoutes: FastifyPluginAsync<AssistantRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const assistant = {
    db: deps.db,
    clock: deps.clock,
    index: createKnowledgeIndex(),
    languageModel: deps.languageModel && createLanguageModel(deps.languageModel),
    // The offline answer takes its place; the reason is for the operator.
    onModelFailure: (error: unknown) => instance.log.warn({ err: error }, 'language model failed: answered offline'),
  };

  app.get('/conversations', { config: chat, schema: listConversationsSchema }, async (request) => ({
    success: true as const,
    data: await listConversations(deps.db, requirePrincipal(request).user.id),
  }));

  app.get('/conversations/:id', { config: chat, schema: readConversationSchema }, async (request) => ({
    success: true as const,
    data: await readConversation(assistant, askerOf(request), request.params.id),
  }));

  // JSON once answered, or the answer as it is written when asked for text/event-stream.
  const countMessage = (request: FastifyRequest) =>
    enforceOrganizationLimit(
      deps.rateLimiter,
      deps.limits.organization,
      'assistantMessages',
      requirePrincipal(request).user.organizationId,
    );

  app.post('/messages', { config: chat, schema: askSchema }, async (request, reply) => {
    await countMessage(request);
    if (!wantsEventStream(request)) {
      return reply
        .code(201)
        .send({ success: true as const, data: await ask(assistant, askerOf(request), request.body) });
    }
    return replyWithEventStream(request, reply, async (emit) => {
      const answered = await ask(assistant, askerOf(request), request.body, (text) =>
        emit(answerStreamEvents.delta, { text }),
      );
      emit(answerStreamEvents.answered, answered);
    });
  });

  app.post('/messages/:id/regenerate', { config: chat, schema: regenerateSchema }, async (request) => {
    await countMessage(request);
    return { success: true as const, data: await regenerate(assistant, askerOf(request), request.params.id) };
  });

  app.post('/messages/:id/feedback', { config: chat, schema: feedbackSchema }, async (request) => ({
    success: true as const,
    data: await rateAnswer(assistant, askerOf(request), request.params.id, request.body),
  }));

  app.get('/feedback', { config: organization, schema: listFeedbackSchema }, async (request) => ({
    success: true as const,
    data: await listFeedback(deps.db, requirePrincipal(request).user.organizationId),
  }));
};
