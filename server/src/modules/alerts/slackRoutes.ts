import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientInfo } from '../../lib/clientInfo';
import type { RouteAccess } from '../../plugins/access';
import { requirePrincipal } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AuthContext } from '../auth/context';
import { readSlackSchema, removeSlackSchema, saveSlackSchema, testSlackSchema } from './slackRouteSchemas';
import { readSlack, removeWebhook, saveWebhook, type SlackDeps, sendTestMessage } from './slackService';

export type SlackRoutesOptions = { ctx: AuthContext; slack: SlackDeps };

/** The organisation's Slack alerts: every member sees the status; Admins set, test and remove the webhook. */
export const slackRoutes: FastifyPluginAsync<SlackRoutesOptions> = async (instance, { ctx, slack }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);
  const ownAccount = { access: { permission: 'account:manage' } satisfies RouteAccess };
  const organization = { access: { permission: 'organization:manage' } satisfies RouteAccess };

  app.get('/', { config: ownAccount, schema: readSlackSchema }, async (request) => ({
    success: true as const,
    data: await readSlack(ctx, requirePrincipal(request).account),
  }));

  app.put('/', { config: organization, schema: saveSlackSchema }, async (request) => ({
    success: true as const,
    data: await saveWebhook(ctx, slack, requirePrincipal(request).account, request.body, clientInfo(request)),
  }));

  app.delete('/', { config: organization, schema: removeSlackSchema }, async (request) => ({
    success: true as const,
    data: await removeWebhook(ctx, requirePrincipal(request).account, clientInfo(request)),
  }));

  app.post('/test', { config: organization, schema: testSlackSchema }, async (request) => ({
    success: true as const,
    data: await sendTestMessage(ctx, slack, requirePrincipal(request).account),
  }));
};
