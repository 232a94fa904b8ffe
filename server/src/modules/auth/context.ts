import type { Db } from '../../db/database';
import type { AttemptLimiter } from '../../lib/attemptLimiter';
import type { Clock } from '../../lib/clock';
import type { TokenSigner } from '../../lib/tokens';

export type LoginLimiters = { perIp: AttemptLimiter; perEmail: AttemptLimiter };

export type AuthContext = {
  db: Db;
  clock: Clock;
  tokens: TokenSigner;
  sessionTtlSeconds: number;
  loginLimiters: LoginLimiters;
};

export type ClientInfo = { ip: string; userAgent: string | null };

/** Who is calling, set on the request once the bearer token and its session check out. */
export type Principal = { id: string; organizationId: string; sessionId: string };
