import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import type { TokenSigner } from '../../lib/tokens';
import type { RateLimitRules } from '../rateLimits/rules';
import type { RateLimiter } from '../rateLimits/service';

export type AuthContext = {
  db: Db;
  /** Long reads (audit search and export): off the event loop on SQLite, the same pool on PostgreSQL. */
  readDb: Db;
  clock: Clock;
  tokens: TokenSigner;
  sessionTtlSeconds: number;
  sessionIdleTimeoutSeconds: number;
  rateLimiter: RateLimiter;
  rateLimits: RateLimitRules;
  /** Work for later: `ctx.jobs.enqueue(name, payload)` (see server/src/jobs). */
  jobs: JobRunner;
};

export type ClientInfo = { ip: string; userAgent: string | null };

/** Who is calling, set on the request once the bearer token and its session check out. */
export type Principal = { id: string; organizationId: string; sessionId: string };
