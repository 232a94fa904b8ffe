import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../plugins/authenticate';
import type { AuthContext } from '../auth/context';
import type { KnowledgeIndex } from './knowledge';
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

export type AssistantRoutesOptions = { ctx: AuthContext; index: KnowledgeIndex };

// Every role may ask: an answer shows only what the asker's role may see.
const chat = { access: { permission: 'compliance:read' as const } };
const organization = { access: { permission: 'organization:manage' as const } };

const askerOf = (request: FastifyRequest): Asker => {
  const { user, account } = requirePrincipal(request);
  return { organizationId: user.organizationId, userId: user.id, role: account.role };
};

export const assistantRoutes: FastifyPluginAsync<AssistantRoutesOptions> = async (instance, { ctx, index }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, clock: ctx.clock, index };

  app.get('/conversations', { config: chat, schema: listConversationsSchema }, async (request) => ({
    success: true as const,
    data: await listConversations(ctx.db, requirePrincipal(request).user.id),
  }));

  app.get('/conversations/:id', { config: chat, schema: readConversationSchema }, async (request) => ({
    success: true as const,
    data: await readConversation(deps, askerOf(request), request.params.id),
  }));

  app.post('/messages', { config: chat, schema: askSchema }, async (request, reply) =>
    reply.code(201).send({ success: true as const, data: await ask(deps, askerOf(request), request.body) }),
  );

  app.post('/messages/:id/regenerate', { config: chat, schema: regenerateSchema }, async (request) => ({
    success: true as const,
    data: await regenerate(deps, askerOf(request), request.params.id),
  }));

  app.post('/messages/:id/feedback', { config: chat, schema: feedbackSchema }, async (request) => ({
    success: true as const,
    data: await rateAnswer(deps, askerOf(request), request.params.id, request.body),
  }));

  app.get('/feedback', { config: organization, schema: listFeedbackSchema }, async (request) => ({
    success: true as const,
    data: await listFeedback(ctx.db, requirePrincipal(request).user.organizationId),
  }));
};
