import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { RouteAccess } from '../../plugins/access';
import { requireAccount } from '../../plugins/authenticate';
import { acceptEmptyJsonBody } from '../../plugins/emptyJsonBody';
import type { AppDeps } from '../../core/appDeps';
import { readSlackSchema, removeSlackSchema, saveSlackSchema, testSlackSchema } from './slackRouteSchemas';
import { readSlack, removeWebhook, saveWebhook, type SlackDeps, sendTestMessage } from './slackService';

/** The organisation's Slack alerts: every member sees the status; Admins set, test and remove the webhook. */
export const slackRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  const slack: SlackDeps = {
    key: deps.keys.slackWebhook,
    webhookOrigin: deps.config.slackWebhookOrigin,
    appUrl: deps.mail.appUrl,
  };
  const app = instance.withTypeProvider<ZodTypeProvider>();
  acceptEmptyJsonBody(app);
  const ownAccount = { access: { permission: 'account:manage' } satisfies RouteAccess };
  const organization = { access: { permission: 'organization:manage' } satisfies RouteAccess };

  app.get('/', { config: ownAccount, schema: readSlackSchema }, async (request) => ({
    success: true as const,
    data: await readSlack(deps, requireActor(request)),
  }));

  app.put('/', { config: organization, schema: saveSlackSchema }, async (request) => ({
    success: true as const,
    data: await saveWebhook(deps, slack, requireActor(request), request.body),
  }));

  app.delete('/', { config: organization, schema: removeSlackSchema }, async (request) => ({
    success: true as const,
    data: await removeWebhook(deps, requireActor(request)),
  }));

  app.post('/test', { config: organization, schema: testSlackSchema }, async (request) => ({
    success: true as const,
    data: await sendTestMessage(deps, slack, requireAccount(request)),
  }));
};
