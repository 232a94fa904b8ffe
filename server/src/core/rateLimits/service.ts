import type { Db } from '../../db/database';
import type { DatabaseLog } from '../../db/postgresPool';
import { nowOrWhenAvailable } from '../../db/retryLater';
import { type Clock } from '../../lib/clock';
import {
  acquireLeaseRow,
  claimUnblocked,
  decrementCounter,
  deleteCounter,
  deleteLease,
  deleteStaleCounters,
  incrementCounter,
  readBlockedUntil,
} from './repository';
import type { BackoffRule, LeaseRule, WindowRule } from './rules';

/** null when the attempt may go ahead (and is counted), else the seconds the caller should wait. */
export type Verdict = number | null;

export type RateLimiter = {
  /** Counts an attempt first and refuses it (uncounted) when it goes over the rule. */
  reserve: (key: string, rule: WindowRule) => Promise<Verdict>;
  /** Like reserve, but past the free attempts only one attempt per back-off period goes ahead. */
  reserveWithBackoff: (key: string, rule: BackoffRule) => Promise<Verdict>;
  /** Gives a reserved attempt back: it did not fail. */
  release: (key: string) => Promise<void>;
  clear: (key: string) => Promise<void>;
  acquireLease: (key: string, rule: LeaseRule) => Promise<Verdict>;
  releaseLease: (key: string) => Promise<void>;
};

/** Every this many reservations in a process, counters idle for longer than any window are deleted. */
export const reservationsBetweenPrunes = 1000;
const staleAfterMs = 24 * 60 * 60 * 1000;

const secondsUntil = (until: string, now: Date) => Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));

const backoffSeconds = (count: number, rule: BackoffRule) =>
  Math.min(rule.maxWaitSeconds, 2 ** Math.min(30, count - rule.freeAttempts + 1));

/** Limits kept in the database, so every API instance counts the same attempts. */
export const createRateLimiter = (db: Db, clock: Clock, log?: DatabaseLog): RateLimiter => {
  const windowCutoff = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs).toISOString();
  let reservations = 0;
  let pruneDue = false;
  let pruneFailing = false;
  // Each address and email tried leaves a row; pruning now and then keeps the table to the keys in use. Pruning is
  // housekeeping: when it fails (the database went away) the attempt goes on, and the next reservation prunes.
  const pruneNowAndThen = async (now: Date) => {
    reservations += 1;
    if (reservations % reservationsBetweenPrunes === 0) pruneDue = true;
    if (!pruneDue) return;
    try {
      await deleteStaleCounters(db, windowCutoff(now, staleAfterMs), now.toISOString());
      pruneDue = false;
      pruneFailing = false;
    } catch (error) {
      if (!pruneFailing) log?.warn(`Pruning rate limit counters failed (${String(error)}); retrying with the next one`);
      pruneFailing = true;
    }
  };
  // The expiry of each lease this process holds: releasing deletes that lease, never a later holder's.
  const leasesHeld = new Map<string, string>();

  return {
    reserve: async (key, rule) => {
      const now = clock();
      await pruneNowAndThen(now);
      const counter = await incrementCounter(db, key, now.toISOString(), windowCutoff(now, rule.windowMs));
      if (counter.count <= rule.max) return null;
      await decrementCounter(db, key);
      return secondsUntil(new Date(Date.parse(counter.windowStart) + rule.windowMs).toISOString(), now);
    },
    reserveWithBackoff: async (key, rule) => {
      const now = clock();
      await pruneNowAndThen(now);
      const nowIso = now.toISOString();
      const counter = await incrementCounter(db, key, nowIso, windowCutoff(now, rule.windowMs));
      if (counter.count < rule.freeAttempts) return null;
      // The last free attempt already starts the wait, so a burst gets no more than the free attempts through; the
      // wait grows with the count, so in a parallel burst whichever attempt claims the slot may set a longer one.
      const until = new Date(now.getTime() + backoffSeconds(counter.count, rule) * 1000).toISOString();
      if (await claimUnblocked(db, key, nowIso, until)) return null;
      await decrementCounter(db, key);
      return secondsUntil((await readBlockedUntil(db, key)) ?? nowIso, now);
    },
    release: (key) => decrementCounter(db, key),
    clear: (key) => deleteCounter(db, key),
    acquireLease: async (key, rule) => {
      const now = clock();
      const expiresAt = new Date(now.getTime() + rule.leaseMs).toISOString();
      const heldUntil = await acquireLeaseRow(db, key, now.toISOString(), expiresAt);
      if (heldUntil === null) leasesHeld.set(key, expiresAt);
      return heldUntil === null ? null : secondsUntil(heldUntil, now);
    },
    // A lease left held by an outage would refuse everyone until it expired: its release is retried until then.
    releaseLease: (key) => {
      const expiresAt = leasesHeld.get(key);
      leasesHeld.delete(key);
      if (expiresAt === undefined) return deleteCounter(db, key);
      const release = () => deleteLease(db, key, expiresAt);
      return nowOrWhenAvailable(release, { what: `Releasing the lease ${key}`, log, until: new Date(expiresAt) });
    },
  };
};
