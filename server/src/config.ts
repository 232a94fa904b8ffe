import { z } from 'zod';
import { type AddressAllowlist, parseAllowlist } from './core/outbound/addressRules';
import { durationToSeconds, isDuration } from './lib/duration';
import { loadOrCreateAuditKey, loadOrCreateCredentialsKey, loadOrCreateJwtSecret } from './lib/jwtSecretFile';
import { parseTrustProxy, type TrustProxy } from './lib/trustProxy';
import { defaultSlackWebhookOrigin } from '@/contracts/slack';
import { parseStorageUrl, type StorageLocation } from './storage/storageUrl';
import { defaultEvidenceMaxBytes } from '@/contracts/evidence';
import { defaultWorkerThreads } from './core/workerPool';
import { defaultStorageQuotaBytes } from './storage/quota';

/** Who may create an organisation: anyone, only someone invited, or nobody (REGISTRATION). */
export const registrationModes = ['open', 'invite', 'closed'] as const;
export type Registration = (typeof registrationModes)[number];

/** An OpenAI-compatible chat completions endpoint: Ollama, vLLM, llama.cpp's server, or a hosted one. */
export type LanguageModelConfig = {
  /** The API's base URL, e.g. http://localhost:11434/v1; requests go to `${url}/chat/completions`. */
  url: string;
  model: string;
  /** Sent as a bearer token when the endpoint asks for one. */
  apiKey: string | null;
};

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** A duration (`30m`, `12h`, `7d`) in seconds, refused outside [min, max]. */
const boundedDuration = (min: string, max: string, fallback: string) =>
  z
    .string()
    .refine(isDuration, 'must be a duration such as 30m, 12h or 7d')
    .default(fallback)
    .transform(durationToSeconds)
    .refine(
      (seconds) => seconds >= durationToSeconds(min) && seconds <= durationToSeconds(max),
      `must be between ${min} and ${max}`,
    );

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, 'must start with file:, postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUDIT_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  CREDENTIALS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  INTEGRATIONS_SANDBOX: booleanFlag.optional(),
  AWS_ACCOUNT_ID: z
    .string()
    .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
    .optional(),
  // ASVS 3.3: a session ends however active it is (JWT_TTL) and after a while without use (SESSION_IDLE_TIMEOUT).
  JWT_TTL: boundedDuration('5m', '30d', '12h'),
  SESSION_IDLE_TIMEOUT: boundedDuration('5m', '24h', '30m'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGIN: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => parseTrustProxy(value, (message) => ctx.addIssue({ code: 'custom', message })))
    .optional(),
  APP_URL: z.url({ error: 'must be a URL such as http://localhost:3000' }).default('http://localhost:3000'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Securo <no-reply@securo.dev>'),
  REGISTRATION: z.enum(registrationModes, { error: 'must be open, invite or closed' }).optional(),
  SLACK_WEBHOOK_ORIGIN: z
    .url({ error: 'must be a URL such as https://hooks.slack.com' })
    .transform((value) => new URL(value).origin)
    .default(defaultSlackWebhookOrigin),
  STORAGE_URL: z.string().min(1).optional(),
  EVIDENCE_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024, 'must be at least 1024')
    .max(5 * 1024 * 1024 * 1024, 'must be at most 5 GB')
    .default(defaultEvidenceMaxBytes),
  WORKER_THREADS: z.coerce
    .number({ error: 'must be a number of threads' })
    .int()
    .min(1, 'must be at least 1')
    .max(64, 'must be at most 64')
    .optional(),
  STORAGE_QUOTA_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024 * 1024, 'must be at least 1048576 (1 MiB)')
    .default(defaultStorageQuotaBytes),
  LLM_URL: z.url({ error: 'must be a URL such as http://localhost:11434/v1' }).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  OUTBOUND_ALLOW: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseAllowlist(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
});

export type DatabaseConfig = { kind: 'sqlite'; filename: string } | { kind: 'postgres'; connectionString: string };

export type Config = {
  production: boolean;
  port: number;
  host: string;
  database: DatabaseConfig;
  dataDir: string;
  jwtSecret: string;
  /** A session's absolute lifetime. */
  jwtTtlSeconds: number;
  /** A session unused for longer than this has ended. */
  sessionIdleTimeoutSeconds: number;
  /** Signs the audit trail's hash chain and checkpoints (HMAC-SHA-256). */
  auditKey: string;
  /** Seals integration credentials at rest. */
  credentialsKey: string;
  /** Integrations without an API URL of their own talk to the built-in provider fakes. */
  integrationsSandbox: boolean;
  /** The platform's AWS account, which customers' read-only roles trust (its credentials: the SDK's default chain). */
  awsAccountId: string | null;
  seedDemo: boolean;
  logLevel: string;
  corsOrigins: string[] | null;
  /** Whom to believe about the client's address in X-Forwarded-For. */
  trustProxy: TrustProxy;
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Who may call /auth/register: open outside production, closed in production unless set. */
  registration: Registration;
  /** Where Slack webhook URLs may point: Slack's own unless set (a self-hosted relay, or a test's listener). */
  slackWebhookOrigin: string;
  /** Where evidence files live: the data folder, or an S3-compatible bucket (STORAGE_URL). */
  storage: StorageLocation;
  /** The largest evidence file accepted. */
  evidenceMaxBytes: number;
  /** What one organisation may keep: its evidence files (every version) and generated reports. */
  storageQuotaBytes: number;
  /** Private ranges an organisation's provider addresses may reach (a self-hosted GitLab on the office network). */
  outboundAllow: AddressAllowlist;
  /** SecuroBot's OpenAI-compatible language model, when LLM_URL and LLM_MODEL are set. */
  languageModel: LanguageModelConfig | null;
  /** Threads drawing report PDFs off the event loop: one fewer than the cores unless set. */
  workerThreads: number;
};

export class ConfigError extends Error {}

const parseDatabaseUrl = (url: string | undefined, dataDir: string): DatabaseConfig => {
  if (!url) return { kind: 'sqlite', filename: `${dataDir}/securo.db` };
  if (url.startsWith('file:')) return { kind: 'sqlite', filename: url.slice('file:'.length) };
  return { kind: 'postgres', connectionString: url };
};

const parseStorage = (url: string | undefined, dataDir: string): StorageLocation => {
  try {
    return parseStorageUrl(url, dataDir);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  STORAGE_URL: ${(error as Error).message}`);
  }
};

const describeIssues = (error: z.ZodError): string =>
  error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');

/** Reads the environment; pure apart from the JWT secret and audit key files created outside production. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  if (production && !vars.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when NODE_ENV=production. ' +
        'Set it to a random string of at least 32 characters, e.g. `openssl rand -hex 32`.',
    );
  }
  if (production && !vars.AUDIT_KEY) {
    throw new ConfigError(
      'AUDIT_KEY is required when NODE_ENV=production: it signs the audit trail. ' +
        'Set it to a random string of at least 32 characters, e.g. `openssl rand -hex 32`, and keep it: ' +
        'the trail written under one key does not verify under another.',
    );
  }
  if (production && !vars.CREDENTIALS_KEY) {
    throw new ConfigError(
      'CREDENTIALS_KEY is required when NODE_ENV=production: it encrypts the credentials of connected integrations. ' +
        'Set it to a random string of at least 32 characters, e.g. `openssl rand -hex 32`, and keep it: ' +
        'credentials sealed under one key do not open under another.',
    );
  }
  if (Boolean(vars.LLM_URL) !== Boolean(vars.LLM_MODEL)) {
    throw new ConfigError(
      'LLM_URL and LLM_MODEL go together: set both to answer with a language model (e.g. LLM_URL=http://localhost:11434/v1 ' +
        'LLM_MODEL=llama3.1), or neither to answer offline.',
    );
  }
  return {
    production,
    port: vars.PORT,
    host: vars.HOST,
    database: parseDatabaseUrl(vars.DATABASE_URL, vars.DATA_DIR),
    dataDir: vars.DATA_DIR,
    jwtSecret: vars.JWT_SECRET ?? loadOrCreateJwtSecret(vars.DATA_DIR),
    jwtTtlSeconds: vars.JWT_TTL,
    sessionIdleTimeoutSeconds: vars.SESSION_IDLE_TIMEOUT,
    auditKey: vars.AUDIT_KEY ?? loadOrCreateAuditKey(vars.DATA_DIR),
    credentialsKey: vars.CREDENTIALS_KEY ?? loadOrCreateCredentialsKey(vars.DATA_DIR),
    integrationsSandbox: vars.INTEGRATIONS_SANDBOX ?? !production,
    awsAccountId: vars.AWS_ACCOUNT_ID ?? null,
    seedDemo: vars.SEED_DEMO ?? !production,
    logLevel: vars.LOG_LEVEL,
    corsOrigins: vars.CORS_ORIGIN ? vars.CORS_ORIGIN.split(',').map((origin) => origin.trim()) : null,
    trustProxy: vars.TRUST_PROXY ?? false,
    appUrl: vars.APP_URL.replace(/\/+$/, ''),
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    registration: vars.REGISTRATION ?? (production ? 'closed' : 'open'),
    slackWebhookOrigin: vars.SLACK_WEBHOOK_ORIGIN,
    storage: parseStorage(vars.STORAGE_URL, vars.DATA_DIR),
    evidenceMaxBytes: vars.EVIDENCE_MAX_BYTES,
    storageQuotaBytes: vars.STORAGE_QUOTA_BYTES,
    outboundAllow: vars.OUTBOUND_ALLOW ?? [],
    languageModel:
      vars.LLM_URL && vars.LLM_MODEL
        ? { url: vars.LLM_URL, model: vars.LLM_MODEL, apiKey: vars.LLM_API_KEY ?? null }
        : null,
    workerThreads: vars.WORKER_THREADS ?? defaultWorkerThreads(),
  };
};
