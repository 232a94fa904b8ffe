import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { RouteAccess } from '../../plugins/access';
import { requireAccount } from '../../plugins/authenticate';
import type { AppDeps } from '../../core/appDeps';
import { exportSettings, importSettings, resetSettings } from './fileService';
import {
  complianceSchema,
  exportSchema,
  importSchema,
  notificationsSchema,
  organizationSchema,
  readSettingsSchema,
  resetSchema,
} from './routeSchemas';
import { readSettings, saveNotifications, saveOrganizationPart } from './service';

export type SettingsRoutesOptions = { deps: AppDeps };

/** Settings beside the profile: the member's notifications, the organisation's compliance and profile (Admins). */
export const settingsRoutes: FastifyPluginAsync<SettingsRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const ownAccount = { access: { permission: 'account:manage' } satisfies RouteAccess };
  const organization = { access: { permission: 'organization:manage' } satisfies RouteAccess };

  app.get('/', { config: ownAccount, schema: readSettingsSchema }, async (request) => ({
    success: true as const,
    data: await readSettings(deps, requireActor(request)),
  }));

  app.put('/notifications', { config: ownAccount, schema: notificationsSchema }, async (request) => ({
    success: true as const,
    data: await saveNotifications(deps, requireActor(request), request.body),
  }));

  app.put('/compliance', { config: organization, schema: complianceSchema }, async (request) => ({
    success: true as const,
    data: await saveOrganizationPart(deps, requireActor(request), { compliance: request.body }),
  }));

  app.put('/organization', { config: organization, schema: organizationSchema }, async (request) => ({
    success: true as const,
    data: await saveOrganizationPart(deps, requireActor(request), { organization: request.body }),
  }));

  app.get('/export', { config: ownAccount, schema: exportSchema }, async (request) => ({
    success: true as const,
    data: await exportSettings(deps, requireActor(request), requireAccount(request)),
  }));

  app.post('/import', { config: ownAccount, schema: importSchema }, async (request) => ({
    success: true as const,
    data: await importSettings(deps, requireActor(request), requireAccount(request), request.body),
  }));

  app.post('/reset', { config: ownAccount, schema: resetSchema }, async (request) => ({
    success: true as const,
    data: await resetSettings(deps, requireActor(request), requireAccount(request)),
  }));
};
