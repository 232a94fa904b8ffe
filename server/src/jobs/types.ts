import type { z } from 'zod';

/** Where a job's handler and the runner report; pino's (obj, message) order, so the app's logger fits. */
export type JobLog = {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
  error: (fields: object, message: string) => void;
};

export type JobContext = {
  jobId: string;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
  log: JobLog;
};

export type JobDefinition<Payload = unknown> = {
  /** Unique, dotted by module: `sessions.prune`, `assessments.scheduled`. */
  name: string;
  /** Checked when the job is enqueued and again when it runs. */
  payload: z.ZodType<Payload>;
  /** Throwing fails this attempt: it is retried with back-off until the retry limit, then recorded as failed. */
  handle: (payload: Payload, context: JobContext) => Promise<void>;
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Wait before the first retry, doubled for each next one (default 30 s). */
  retryDelaySeconds?: number;
  /** How long an attempt may run before another worker takes the job again (default 15 min). */
  leaseSeconds?: number;
  /**
   * At most this many jobs of this kind for one organisation (the payload's `organizationId`) run at a time, across
   * instances; unlimited when absent. Whatever the limit, an organisation with fewer jobs running is served first.
   */
  perOrganization?: number;
};

export type EnqueueOptions = {
  /** Not before this time (default now). */
  runAt?: Date;
  /** One job per name and key: enqueueing the same name and key again while it is kept is ignored (null). */
  singletonKey?: string;
  retryLimit?: number;
};

/** In UTC. Minutes divide an hour or are whole hours dividing a day, counted from midnight, as cron counts them. */
export type Recurrence =
  | { every: 'minutes'; minutes: number }
  | { every: 'day'; hour: number; minute: number }
  | { every: 'week'; weekday: number; hour: number; minute: number }
  | { every: 'month'; day: number; hour: number; minute: number };

export type JobRunner = {
  define: <Payload>(definition: JobDefinition<Payload>) => void;
  /** Stores a job for a defined name; resolves with its id, or null when its singleton key is taken. */
  enqueue: (name: string, payload: unknown, options?: EnqueueOptions) => Promise<string | null>;
  /** Creates or replaces a stored recurring schedule: it enqueues the job once per period, whatever the instances. */
  schedule: (name: string, recurrence: Recurrence, payload: unknown) => Promise<void>;
  start: () => Promise<void>;
  /** Takes no more work and waits for the handlers running. */
  stop: () => Promise<void>;
};
