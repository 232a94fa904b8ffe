import type { LanguageModelConfig, Registration } from './config';
import type { AppConfig, AppDeps, EvidenceStorage, IntegrationConnections, MailDeps } from './core/appDeps';
import { deriveTwoFactorKeys, slackWebhookKey } from './core/keys';
import { defaultLimits, type Limits } from './core/limits';
import { createRateLimiter } from './core/rateLimits/service';
import { createTokenSigner } from './core/tokens';
import type { WorkerPool } from './core/workerPool';
import { createServerWorkers } from './serverWorkers';
import type { Db } from './db/database';
import { createEmbeddedJobRunner } from './jobs/embeddedRunner';
import type { JobLog, JobRunner } from './jobs/types';
import { type Clock, systemClock } from './lib/clock';
import { createMailer } from './mail/mailer';

/** What the composition root is given; everything not given has the default a single local instance uses. */
export type AppOptions = {
  config: AppConfig;
  db: Db;
  readDb?: Db;
  clock?: Clock;
  limits?: Partial<Limits>;
  /** Where emails go: the outbox under data/ by default. */
  mail?: MailDeps;
  registration?: Registration;
  /** The job runner (main.ts builds it for the configured database and starts it); an unstarted embedded one when absent. */
  jobs?: JobRunner;
  workers?: WorkerPool;
  languageModel?: LanguageModelConfig | null;
  evidence?: EvidenceStorage | null;
  integrations?: IntegrationConnections | null;
  /** Where background work reports; silent by default. */
  log?: JobLog;
};

const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const localMail: MailDeps = {
  mailer: createMailer({ smtpUrl: null, mailFrom: 'Securo <no-reply@securo.dev>', dataDir: 'data' }),
  appUrl: 'http://localhost:3000',
};

/** The one composition root: every dependency of the app, its modules and its jobs is built here, once. */
export const createAppDeps = (options: AppOptions): AppDeps => {
  const { config, db, readDb = db, clock = systemClock, log = silentLog } = options;
  return {
    config,
    db,
    readDb,
    clock,
    tokens: createTokenSigner(config.jwtSecret),
    keys: { twoFactor: deriveTwoFactorKeys(config.auditKey), slackWebhook: slackWebhookKey(config.auditKey) },
    rateLimiter: createRateLimiter(db, clock, {
      warn: (message) => log.warn({}, message),
      info: (message) => log.info({}, message),
    }),
    limits: { ...defaultLimits, ...options.limits },
    jobs: options.jobs ?? createEmbeddedJobRunner({ db, log, clock }),
    workers: options.workers ?? createServerWorkers(),
    mail: options.mail ?? localMail,
    registration: options.registration ?? 'open',
    languageModel: options.languageModel ?? null,
    evidence: options.evidence ?? null,
    integrations: options.integrations ?? null,
    log,
  };
};
