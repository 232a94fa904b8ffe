import { TooManyRequestsError } from '../appError';
import type { WindowRule } from './rules';
import type { RateLimiter } from './service';

/** Counts one request against `key` and answers 429 with Retry-After once the rule's window is full. */
export const enforceLimit = async (limiter: RateLimiter, key: string, rule: WindowRule, message: string) => {
  const retryAfter = await limiter.reserve(key, rule);
  if (retryAfter !== null) throw new TooManyRequestsError(message, retryAfter);
};
