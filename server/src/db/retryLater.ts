import { isDatabaseClosed, isDatabaseUnavailable } from './errors';
import type { DatabaseLog } from './postgresPool';

export type RetryOptions = {
  /** What the work does, for the log: "Releasing the export lease audit-export:org:…". */
  what: string;
  log?: DatabaseLog;
  /** When the state the work repairs ends by itself (a lease expires): no use trying after that. */
  until?: Date;
};

const firstDelayMs = 1_000;
const maxDelayMs = 30_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Does `work` now; when the database is unavailable, again in the background (after 1 s, doubling to every 30 s)
 * until it is done, the database is closed or `until` passes, so what an outage left half done (a run still marked
 * running, a lease still held) is finished once the database is back. Resolves once done or handed to the retries;
 * rejects only with an error that is not an outage. The timers never keep the process alive.
 */
export const nowOrWhenAvailable = async (work: () => Promise<void>, options: RetryOptions): Promise<void> => {
  const { what, log, until } = options;
  const expired = (delayMs: number) => until !== undefined && Date.now() + delayMs >= until.getTime();
  const retryAfter = (delayMs: number) => {
    const timer = setTimeout(() => {
      work().then(
        () => log?.info(`${what}: done now that the database is back`),
        (error: unknown) => {
          const next = Math.min(delayMs * 2, maxDelayMs);
          if (isDatabaseUnavailable(error) && !isDatabaseClosed(error) && !expired(next)) retryAfter(next);
          else log?.warn(`${what}: given up (${describe(error)})`);
        },
      );
    }, delayMs);
    timer.unref();
  };
  try {
    await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    if (isDatabaseClosed(error) || expired(firstDelayMs)) return;
    log?.warn(`${what}: the database is unavailable (${describe(error)}); retrying in the background`);
    retryAfter(firstDelayMs);
  }
};
