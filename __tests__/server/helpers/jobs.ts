import { z } from 'zod';
import type { JobDefinition, JobLog } from '../../../server/src/jobs/types';

export const quietJobLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Waits (polling) for a condition of real background work; fails after `timeoutMs`. */
export const eventually = async (condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export type Attempt = { payload: { value: string }; attempt: number };

/** A job that records each attempt and fails the first `failures` of them with "attempt N failed". */
export const recordingJob = (
  name: string,
  options: { failures?: number; retryLimit?: number; retryDelaySeconds?: number; leaseSeconds?: number } = {},
) => {
  const attempts: Attempt[] = [];
  const { failures = 0, ...settings } = options;
  const definition: JobDefinition<{ value: string }> = {
    name,
    payload: z.object({ value: z.string() }),
    ...settings,
    handle: async (payload, { attempt }) => {
      attempts.push({ payload, attempt });
      if (attempts.length <= failures) throw new Error(`attempt ${attempt} failed`);
    },
  };
  return { definition, attempts };
};
