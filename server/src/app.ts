import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { createAttemptLimiter } from './lib/attemptLimiter';
import { type Clock, systemClock } from './lib/clock';
import { createTokenSigner } from './lib/tokens';
import type { AuthContext } from './modules/auth/context';
import { auditLogRoutes } from './modules/auditLogs/routes';
import { authRoutes, type RouteRateLimit } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { healthRoutes } from './modules/health/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { decorateAuthRequest } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/errorHandler';
import { loggerOptions, type PinoOptions } from './plugins/logger';
import { registerSecurity } from './plugins/security';
import { registerNotFound, serveStaticApp } from './plugins/staticSpa';
import { registerZodSchemas } from './plugins/zodSchemas';

const fifteenMinutes = 15 * 60 * 1000;
const oneHour = 60 * 60 * 1000;

export type Limits = {
  login: { windowMs: number; maxFailuresPerIp: number; maxFailuresPerEmail: number };
  register: RouteRateLimit;
  wishlist: RouteRateLimit;
};

export const defaultLimits: Limits = {
  login: { windowMs: fifteenMinutes, maxFailuresPerIp: 20, maxFailuresPerEmail: 5 },
  register: { max: 10, timeWindow: oneHour },
  wishlist: { max: 5, timeWindow: oneHour },
};

export type AppDeps = {
  config: Pick<Config, 'jwtSecret' | 'jwtTtlSeconds' | 'corsOrigins' | 'logLevel' | 'trustProxy'>;
  db: Db;
  logger?: boolean | PinoOptions;
  staticDir?: string | null;
  now?: Clock;
  limits?: Partial<Limits>;
};

const bodyLimit = 1024 * 1024;

/** Builds the whole HTTP API (and optionally the SPA) without listening: tests drive it with `app.inject`. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, db, logger = true, staticDir = null, now, limits } = deps;
  const clock = now ?? systemClock;
  const { login: loginLimits, register: registerLimit, wishlist: wishlistLimit } = { ...defaultLimits, ...limits };
  const app = Fastify({
    logger: logger === false ? false : { ...loggerOptions(config.logLevel), ...(logger === true ? {} : logger) },
    bodyLimit,
    trustProxy: config.trustProxy,
  });

  // The API speaks JSON only; anything else is answered 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');
  registerZodSchemas(app);
  registerErrorHandler(app);
  decorateAuthRequest(app);
  await registerSecurity(app, config.corsOrigins);

  const ctx: AuthContext = {
    db,
    clock,
    tokens: createTokenSigner(config.jwtSecret),
    sessionTtlSeconds: config.jwtTtlSeconds,
    loginLimiters: {
      perIp: createAttemptLimiter(loginLimits.maxFailuresPerIp, loginLimits.windowMs, clock),
      perEmail: createAttemptLimiter(loginLimits.maxFailuresPerEmail, loginLimits.windowMs, clock),
    },
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, { prefix: '/auth', ctx, registerLimit });
      await api.register(wishlistRoutes, { prefix: '/wishlist', db, clock, rateLimit: wishlistLimit });
      await api.register(dashboardRoutes, { prefix: '/dashboard', ctx });
      await api.register(auditLogRoutes, { prefix: '/audit-logs', ctx });
    },
    { prefix: '/api' },
  );

  if (staticDir) await serveStaticApp(app, staticDir);
  registerNotFound(app, staticDir);
  return app;
};
