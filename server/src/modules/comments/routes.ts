import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import { deleteComment, editComment, postComment } from './commentService';
import { listMentionCandidates } from './mentionCandidates';
import {
  deleteSchema,
  editSchema,
  mentionCandidatesSchema,
  postSchema,
  threadSchema,
  watchSchema,
} from './routeSchemas';
import { readThread } from './threadService';
import { setWatching } from './watchService';

export type CommentRoutesOptions = { deps: AppDeps };

// Reading a thread needs its subject's own permission (compliance:read for a control, ...), checked per request.
const member = { access: { permission: 'account:manage' as const } };
const post = { access: { permission: 'comments:post' as const } };

export const commentRoutes: FastifyPluginAsync<CommentRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);

  app.get('/', { config: member, schema: threadSchema }, async (request) => ({
    success: true as const,
    data: await readThread(deps, requireActor(request), request.query),
  }));

  app.get('/mention-candidates', { config: member, schema: mentionCandidatesSchema }, async (request) => ({
    success: true as const,
    data: await listMentionCandidates(deps.db, requireActor(request), request.query),
  }));

  app.post('/', { config: post, schema: postSchema }, async (request, reply) =>
    reply
      .code(201)
      .send({ success: true as const, data: await postComment(deps, requireActor(request), request.body) }),
  );

  app.patch('/:id', { config: post, schema: editSchema }, async (request) => ({
    success: true as const,
    data: await editComment(deps, requireActor(request), request.params.id, request.body),
  }));

  app.delete('/:id', { config: post, schema: deleteSchema }, async (request) => ({
    success: true as const,
    data: await deleteComment(deps, requireActor(request), request.params.id),
  }));

  app.put('/watch', { config: member, schema: watchSchema }, async (request) => ({
    success: true as const,
    data: await setWatching(deps, requireActor(request), request.body),
  }));
};
