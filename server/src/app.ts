import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './core/appDeps';
import { trustProxyOption } from './lib/trustProxy';
import { auditLogRoutes } from './modules/auditLogs/routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { authRoutes } from './modules/auth/routes';
import { complianceRoutes } from './modules/compliance/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { memberRoutes } from './modules/members/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { passwordTokenRoutes } from './modules/passwordTokens/routes';
import { controlRoutes } from './modules/controls/routes';
import { controlHistoryRoutes, scoreHistoryRoutes } from './modules/scoreHistory/routes';
import { attestationRoutes } from './modules/attestations/routes';
import { taskRoutes } from './modules/tasks/routes';
import { commentRoutes } from './modules/comments/routes';
import { policyRoutes } from './modules/policies/routes';
import { vendorRoutes } from './modules/vendors/routes';
import { riskRoutes } from './modules/risks/routes';
import { assetRoutes } from './modules/assets/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { myWorkRoutes } from './modules/myWork/routes';
import { twoFactorRoutes } from './modules/twoFactor/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { settingsRoutes } from './modules/settings/routes';
import { slackRoutes } from './modules/alerts/slackRoutes';
import { assistantRoutes } from './modules/assistant/routes';
import { evidenceRoutes } from './modules/evidence/routes';
import { sharedEvidenceRoutes } from './modules/evidence/sharedRoutes';
import { automatedEvidenceRoutes } from './modules/automatedEvidence/routes';
import { integrationRoutes } from './modules/integrations/routes';
import { reportRoutes } from './modules/reports/routes';
import { sharedReportRoutes } from './modules/reports/sharedRoutes';
import { registerAccessControl } from './plugins/access';
import { decorateAuthRequest } from './plugins/authenticate';
import { decorateChangeMark } from './plugins/changeMark';
import { clientErrorHandler } from './plugins/clientErrors';
import { frameworkErrors, registerErrorHandler } from './plugins/errorHandler';
import { defaultHttpTimeouts, type HttpTimeouts, httpTimeoutOptions } from './plugins/httpTimeouts';
import { loggerOptions, type PinoOptions, requestLoggerFactory } from './plugins/logger';
import { registerApiDocs } from './plugins/openApi';
import { registerCompression } from './plugins/compression';
import { registerSecurity } from './plugins/security';
import { registerNotFound, serveStaticApp } from './plugins/staticSpa';
import { registerZodSchemas } from './plugins/zodSchemas';

/** How the HTTP server itself runs: what it logs, whether it serves the web app, its timeouts. */
export type ServerOptions = {
  logger?: boolean | PinoOptions;
  staticDir?: string | null;
  httpTimeouts?: Partial<HttpTimeouts>;
};

const bodyLimit = 1024 * 1024;

/**
 * Builds the whole HTTP API (and optionally the SPA) without listening: tests drive it with `app.inject`. Every
 * plugin is given the app's dependencies, unchanged (see createAppDeps).
 */
export const buildApp = async (deps: AppDeps, server: ServerOptions = {}): Promise<FastifyInstance> => {
  const { config } = deps;
  const { logger = true, staticDir = null, httpTimeouts } = server;
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.logLevel), ...(logger === true ? {} : logger) },
    childLoggerFactory: requestLoggerFactory,
    bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    ...httpTimeoutOptions({ ...defaultHttpTimeouts, ...httpTimeouts }),
    frameworkErrors,
    clientErrorHandler,
  });

  // The API speaks JSON only; anything else is answered 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  registerZodSchemas(app);
  registerErrorHandler(app);
  decorateAuthRequest(app);
  decorateChangeMark(app, deps.db);
  await registerSecurity(app, config.corsOrigins);
  await registerApiDocs(app);
  registerAccessControl(app, deps);

  await app.register(
    async (api) => {
      // The API's answers only: the web app's files are compressed at build time.
      await registerCompression(api);
      await api.register(healthRoutes, { deps });
      await api.register(authRoutes, { prefix: '/auth', deps });
      await api.register(passwordTokenRoutes, { prefix: '/auth', deps });
      await api.register(sessionRoutes, { prefix: '/auth/sessions', deps });
      await api.register(twoFactorRoutes, { deps });
      await api.register(settingsRoutes, { prefix: '/settings', deps });
      await api.register(slackRoutes, { prefix: '/settings/slack', deps });
      await api.register(wishlistRoutes, { prefix: '/wishlist', deps });
      await api.register(dashboardRoutes, { prefix: '/dashboard', deps });
      await api.register(assessmentRoutes, { prefix: '/dashboard', deps });
      await api.register(complianceRoutes, { prefix: '/dashboard', deps });
      await api.register(scoreHistoryRoutes, { prefix: '/dashboard', deps });
      await api.register(auditLogRoutes, { prefix: '/audit-logs', deps });
      await api.register(memberRoutes, { prefix: '/members', deps });
      await api.register(controlRoutes, { prefix: '/controls', deps });
      await api.register(controlHistoryRoutes, { prefix: '/controls', deps });
      await api.register(attestationRoutes, { prefix: '/attestations', deps });
      await api.register(taskRoutes, { prefix: '/tasks', deps });
      await api.register(commentRoutes, { prefix: '/comments', deps });
      await api.register(reviewRoutes, { prefix: '/reviews', deps });
      await api.register(policyRoutes, { prefix: '/policies', deps });
      await api.register(vendorRoutes, { prefix: '/vendors', deps });
      await api.register(riskRoutes, { prefix: '/risks', deps });
      await api.register(assetRoutes, { prefix: '/assets', deps });
      await api.register(notificationRoutes, { prefix: '/notifications', deps });
      await api.register(myWorkRoutes, { prefix: '/my-work', deps });
      await api.register(reportRoutes, { prefix: '/reports', deps });
      await api.register(sharedReportRoutes, { prefix: '/shared-reports', deps });
      await api.register(evidenceRoutes, { prefix: '/evidence', deps });
      await api.register(automatedEvidenceRoutes, { prefix: '/evidence/automated', deps });
      await api.register(sharedEvidenceRoutes, { prefix: '/shared-evidence', deps });
      await api.register(integrationRoutes, { prefix: '/integrations', deps });
      await api.register(assistantRoutes, { prefix: '/assistant', deps });
    },
    { prefix: '/api' },
  );

  if (staticDir) await serveStaticApp(app, staticDir);
  registerNotFound(app, staticDir);
  return app;
};
