import type { IntegrationType } from '@/contracts/integrations';
import type { Config, LanguageModelConfig, Registration } from '../config';
import type { Db } from '../db/database';
import type { JobLog, JobRunner } from '../jobs/types';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { FileStore } from '../storage/fileStore';
import type { CredentialVault } from './credentialVault';
import type { TwoFactorKeys } from './keys';
import type { Limits } from './limits';
import type { OutboundGuard } from './outbound/outboundGuard';
import type { RateLimiter } from './rateLimits/service';
import type { TokenSigner } from './tokens';
import type { WorkerPool } from './workerPool';

/** What the HTTP API reads of the configuration. */
export type AppConfig = Pick<
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

/** Where emails go, and the address their links point at. */
export type MailDeps = { mailer: Mailer; appUrl: string };

/** The evidence locker's files, and how large one may be. */
export type EvidenceStorage = { store: FileStore; maxBytes: number };

/** What integrations need to reach providers: the credential vault, the outbound guard, the sandbox's fakes. */
export type IntegrationConnections = {
  vault: CredentialVault;
  outbound: OutboundGuard;
  /** The provider fakes an integration without an API URL talks to (INTEGRATIONS_SANDBOX), or none. */
  sandboxUrls: Partial<Record<IntegrationType, string>> | null;
  /** The AWS account Securo assumes customers' roles from. */
  awsAccountId: string | null;
};

/**
 * The app's dependencies: built once, by createAppDeps, and handed unchanged to every plugin, module and job. A module
 * takes what it uses as `Pick<AppDeps, ...>`, so a test gives it no more than that.
 */
export type AppDeps = {
  config: AppConfig;
  db: Db;
  /** Long reads (audit search and export): off the event loop on SQLite, the same pool on PostgreSQL. */
  readDb: Db;
  clock: Clock;
  tokens: TokenSigner;
  keys: { twoFactor: TwoFactorKeys; slackWebhook: Buffer };
  rateLimiter: RateLimiter;
  limits: Limits;
  /** Work for later: `deps.jobs.enqueue(name, payload)` (see server/src/jobs). */
  jobs: JobRunner;
  /** Where report PDFs are drawn, off the event loop. */
  workers: WorkerPool;
  mail: MailDeps;
  registration: Registration;
  /** SecuroBot's language model (LLM_URL); answers are composed offline without it. */
  languageModel: LanguageModelConfig | null;
  /** No evidence locker routes without it. */
  evidence: EvidenceStorage | null;
  /** No integration routes without them. */
  integrations: IntegrationConnections | null;
  /** Where work that must not fail a committed change (queuing its email) reports that it did not happen. */
  log: JobLog;
};
