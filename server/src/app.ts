import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { createEmbeddedJobRunner } from './jobs/embeddedRunner';
import type { JobRunner } from './jobs/types';
import { type Clock, systemClock } from './lib/clock';
import { createTokenSigner } from './lib/tokens';
import { trustProxyOption } from './lib/trustProxy';
import type { AuthContext } from './modules/auth/context';
import { auditLogRoutes } from './modules/auditLogs/routes';
import { authRoutes, type RouteRateLimit } from './modules/auth/routes';
import type { Registration } from './modules/auth/registerService';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { memberRoutes } from './modules/members/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { localPasswordMail, type PasswordMail } from './modules/passwordTokens/forgotPassword';
import { passwordTokenRoutes } from './modules/passwordTokens/routes';
import type { RateLimitRules } from './modules/rateLimits/rules';
import { createRateLimiter } from './modules/rateLimits/service';
import { deriveTwoFactorKeys } from './modules/twoFactor/keys';
import { taskRoutes } from './modules/tasks/routes';
import { twoFactorRoutes } from './modules/twoFactor/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { sessionRoutes } from './modules/sessions/routes';
import { settingsRoutes } from './modules/settings/routes';
import { slackRoutes } from './modules/alerts/slackRoutes';
import { slackWebhookKey } from './modules/alerts/slackService';
import { assistantRoutes } from './modules/assistant/routes';
import { createKnowledgeIndex } from './modules/assistant/knowledge';
import { createLanguageModel, type LanguageModelConfig } from './modules/assistant/languageModel/client';
import { evidenceRoutes } from './modules/evidence/routes';
import { automatedEvidenceRoutes } from './modules/automatedEvidence/routes';
import { sharedEvidenceRoutes } from './modules/evidence/sharedRoutes';
import { integrationRoutes } from './modules/integrations/routes';
import type { IntegrationConnections } from './modules/integrations/service';
import type { FileStore } from './storage/fileStore';
import { defaultStorageQuotaBytes } from './storage/quota';
import { reportRoutes } from './modules/reports/routes';
import { sharedReportRoutes } from './modules/reports/sharedRoutes';
import { registerAccessControl } from './plugins/access';
import { decorateAuthRequest } from './plugins/authenticate';
import { clientErrorHandler } from './plugins/clientErrors';
import { frameworkErrors, registerErrorHandler } from './plugins/errorHandler';
import { defaultHttpTimeouts, type HttpTimeouts, httpTimeoutOptions } from './plugins/httpTimeouts';
import { loggerOptions, type PinoOptions } from './plugins/logger';
import { registerApiDocs } from './plugins/openApi';
import { registerCompression } from './plugins/compression';
import { registerSecurity } from './plugins/security';
import { registerNotFound, serveStaticApp } from './plugins/staticSpa';
import { registerZodSchemas } from './plugins/zodSchemas';

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;
const oneMinute = 60 * 1000;

export type Limits = RateLimitRules & {
  register: RouteRateLimit;
  wishlist: RouteRateLimit;
};

export const defaultLimits: Limits = {
  login: {
    perIp: { max: 20, windowMs: fifteenMinutes },
    perEmailAndIp: { freeAttempts: 5, maxWaitSeconds: 15 * 60, windowMs: fifteenMinutes },
    perEmail: { max: 100, windowMs: oneHour },
  },
  twoFactor: {
    perUser: { max: 10, windowMs: fifteenMinutes },
    perIp: { max: 60, windowMs: fifteenMinutes },
  },
  passwordChange: { max: 5, windowMs: fifteenMinutes },
  emailChange: { max: 10, windowMs: oneHour },
  emailVerification: { max: 20, windowMs: fifteenMinutes },
  invitation: {
    perOrganization: { max: 100, windowMs: oneHour },
    perInviter: { max: 30, windowMs: oneHour },
  },
  runAssessment: { max: 6, windowMs: oneMinute },
  organization: {
    reportGeneration: { max: 30, windowMs: oneHour },
    assistantMessages: { max: 300, windowMs: oneHour },
    evidenceUploads: { max: 300, windowMs: oneHour },
    storageBytes: defaultStorageQuotaBytes,
  },
  slackTest: { max: 5, windowMs: oneMinute },
  shareLink: { max: 20, windowMs: oneHour },
  sharedLinkOpen: { max: 30, windowMs: oneMinute },
  auditList: { max: 60, windowMs: oneMinute },
  auditExport: { leaseMs: 10 * oneMinute },
  register: { max: 10, timeWindow: oneHour },
  wishlist: { max: 5, timeWindow: oneHour },
};

export type AppDeps = {
  config: Pick<
    Config,
    | 'jwtSecret'
    | 'jwtTtlSeconds'
    | 'sessionIdleTimeoutSeconds'
    | 'corsOrigins'
    | 'logLevel'
    | 'trustProxy'
    | 'auditKey'
    | 'slackWebhookOrigin'
  >;
  db: Db;
  /** Where long reads run (see openReadDatabase); the serving database when not given. */
  readDb?: Db;
  logger?: boolean | PinoOptions;
  staticDir?: string | null;
  now?: Clock;
  limits?: Partial<Limits>;
  /** Where set-password links are emailed from; the outbox under data/ by default. */
  mail?: PasswordMail;
  registration?: Registration;
  httpTimeouts?: Partial<HttpTimeouts>;
  /** The job runner (main.ts builds it for the configured database and starts it); an unstarted embedded one when absent. */
  jobs?: JobRunner;
  /** SecuroBot's language model (LLM_URL); answers are composed offline without it. */
  languageModel?: LanguageModelConfig | null;
  /** Where the evidence locker keeps its files, and how large one may be; no locker routes without it. */
  evidence?: { store: FileStore; maxBytes: number };
  /** The credential vault and the sandbox's URLs; no integration routes without them. */
  integrations?: IntegrationConnections;
};

const bodyLimit = 1024 * 1024;

/** Builds the whole HTTP API (and optionally the SPA) without listening: tests drive it with `app.inject`. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const {
    config,
    db,
    readDb = db,
    logger = true,
    staticDir = null,
    now,
    limits,
    mail = localPasswordMail,
    registration = 'open',
    httpTimeouts,
    jobs,
    languageModel = null,
    evidence,
    integrations,
  } = deps;
  const clock = now ?? systemClock;
  const { register: registerLimit, wishlist: wishlistLimit, ...rateLimits } = { ...defaultLimits, ...limits };
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.logLevel), ...(logger === true ? {} : logger) },
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
  await registerSecurity(app, config.corsOrigins);
  await registerApiDocs(app);

  const ctx: AuthContext = {
    db,
    readDb,
    clock,
    tokens: createTokenSigner(config.jwtSecret),
    sessionTtlSeconds: config.jwtTtlSeconds,
    sessionIdleTimeoutSeconds: config.sessionIdleTimeoutSeconds,
    rateLimiter: createRateLimiter(db, clock, app.log),
    rateLimits,
    jobs: jobs ?? createEmbeddedJobRunner({ db, log: app.log, clock }),
  };
  registerAccessControl(app, ctx);

  await app.register(
    async (api) => {
      // The API's answers only: the web app's files are compressed at build time.
      await registerCompression(api);
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { prefix: '/auth', ctx, registerLimit, registration, mail });
      await api.register(passwordTokenRoutes, { prefix: '/auth', ctx, mail });
      await api.register(sessionRoutes, { prefix: '/auth/sessions', ctx });
      await api.register(settingsRoutes, { prefix: '/settings', ctx });
      const slack = {
        key: slackWebhookKey(config.auditKey),
        webhookOrigin: config.slackWebhookOrigin,
        appUrl: mail.appUrl,
      };
      await api.register(slackRoutes, { prefix: '/settings/slack', ctx, slack });
      await api.register(twoFactorRoutes, {
        ctx: { ...ctx, keys: deriveTwoFactorKeys(config.auditKey), log: app.log },
      });
      await api.register(wishlistRoutes, { prefix: '/wishlist', db, clock, rateLimit: wishlistLimit });
      await api.register(dashboardRoutes, { prefix: '/dashboard', ctx });
      await api.register(auditLogRoutes, { prefix: '/audit-logs', ctx });
      await api.register(memberRoutes, { prefix: '/members', ctx, mail });
      await api.register(taskRoutes, { prefix: '/tasks', ctx });
      await api.register(notificationRoutes, { prefix: '/notifications', ctx });
      await api.register(reportRoutes, { prefix: '/reports', ctx, appUrl: mail.appUrl });
      await api.register(sharedReportRoutes, { prefix: '/shared-reports', ctx });
      if (evidence) {
        await api.register(evidenceRoutes, { prefix: '/evidence', ctx, ...evidence, appUrl: mail.appUrl });
        await api.register(automatedEvidenceRoutes, { prefix: '/evidence/automated', deps: { db, clock } });
        await api.register(sharedEvidenceRoutes, { prefix: '/shared-evidence', ctx, store: evidence.store });
      }
      if (integrations) {
        await api.register(integrationRoutes, {
          prefix: '/integrations',
          deps: { db, clock, jobs: ctx.jobs, ...integrations },
        });
      }
      await api.register(assistantRoutes, {
        prefix: '/assistant',
        ctx,
        index: createKnowledgeIndex(),
        languageModel: languageModel && createLanguageModel(languageModel),
      });
    },
    { prefix: '/api' },
  );

  if (staticDir) await serveStaticApp(app, staticDir);
  registerNotFound(app, staticDir);
  return app;
};
