import type { Clock } from './clock';

export type AttemptLimiter = {
  /** Seconds until `key` may try again, or null when it is not blocked. */
  retryAfterSeconds: (key: string) => number | null;
  recordFailure: (key: string) => void;
  clear: (key: string) => void;
};

type Entry = { failures: number; resetAt: number };

export const maxTrackedKeys = 50_000;

/** Counts failures per key in a fixed window; in memory, which suits the single-process deployment. */
export const createAttemptLimiter = (max: number, windowMs: number, clock: Clock): AttemptLimiter => {
  const entries = new Map<string, Entry>();

  const liveEntry = (key: string, now: number): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  // A Map keeps insertion order and every window has the same length, so the oldest entries come first:
  // pruning stops at the first live one, and beyond capacity the oldest live counters give way.
  const pruneOldest = (now: number) => {
    for (const [key, entry] of entries) {
      if (entry.resetAt > now && entries.size <= maxTrackedKeys) return;
      entries.delete(key);
    }
  };

  return {
    retryAfterSeconds: (key) => {
      const now = clock().getTime();
      const entry = liveEntry(key, now);
      return entry && entry.failures >= max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : null;
    },
    recordFailure: (key) => {
      const now = clock().getTime();
      const entry = liveEntry(key, now);
      if (entry) entry.failures += 1;
      else entries.set(key, { failures: 1, resetAt: now + windowMs });
      if (entries.size > maxTrackedKeys) pruneOldest(now);
    },
    clear: (key) => {
      entries.delete(key);
    },
  };
};
