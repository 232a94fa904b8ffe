import { z } from 'zod';
import type { JobDefinition, JobRunner } from '../../../server/src/jobs/types';

type Payload = { organizationId: string; value: string };

/**
 * A job kind with a per-organisation limit whose handler holds each job until the test releases it: `started` lists
 * the jobs in the order the runner took them, `running` the ones held now.
 */
export const heldJob = (name: string, perOrganization: number) => {
  const started: string[] = [];
  const held = new Map<string, () => void>();
  const definition: JobDefinition<Payload> = {
    name,
    payload: z.object({ organizationId: z.string(), value: z.string() }),
    perOrganization,
    handle: ({ value }) =>
      new Promise<void>((resolve) => {
        started.push(value);
        held.set(value, resolve);
      }),
  };
  return {
    definition,
    started,
    running: () => [...held.keys()],
    /** Lets the job finish. */
    release: (value: string) => {
      held.get(value)?.();
      held.delete(value);
    },
  };
};

/** Queues `count` jobs of an organisation, named `<prefix>1`, `<prefix>2`, ..., `beforeEach` called before each. */
export const enqueueBacklog = async (
  jobs: JobRunner,
  { name, organizationId, prefix, count }: { name: string; organizationId: string; prefix: string; count: number },
  beforeEach: () => void = () => undefined,
) => {
  for (let index = 1; index <= count; index += 1) {
    beforeEach();
    await jobs.enqueue(name, { organizationId, value: `${prefix}${index}` });
  }
};
