import { z } from 'zod';
import type { JobDefinition, Recurrence } from '../../jobs/types';
import { isoNow } from '../../lib/clock';
import { claimScheduledSync, findDueIntegrations, findIntegrationById } from './repository';
import { type IntegrationDeps, integrationSyncJobName, queueSync } from './service';
import { runIntegrationSync } from './sync';

export const planIntegrationSyncsJobName = 'integrations.plan-syncs';
/** Every five minutes: an hourly sync starts at most five minutes late, whichever instance plans it. */
export const planIntegrationSyncsRecurrence: Recurrence = { every: 'minutes', minutes: 5 };

const minuteMs = 60 * 1000;

export const integrationSyncJob = (
  deps: IntegrationDeps,
): JobDefinition<{ integrationId: string; trigger: string }> => ({
  name: integrationSyncJobName,
  payload: z.object({ integrationId: z.uuid(), trigger: z.enum(['connect', 'manual', 'schedule']) }),
  handle: ({ integrationId, trigger }, { log }) =>
    runIntegrationSync(deps, integrationId, trigger as 'connect' | 'manual' | 'schedule', log),
  // A rate limit or an outage usually passes: one, two, then four minutes later.
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/**
 * Queues the syncs that are due. Each due time is claimed in the database before its sync is queued, so two
 * instances, or a planner run twice, queue it once; the next one is counted from the due time, not from now.
 */
export const planIntegrationSyncs = async (deps: IntegrationDeps): Promise<number> => {
  const now = isoNow(deps.clock);
  let queued = 0;
  for (const due of await findDueIntegrations(deps.db, now)) {
    const dueAt = due.next_sync_at ?? now;
    const interval = Number(due.sync_interval_minutes) * minuteMs;
    let next = Date.parse(dueAt) + interval;
    // A server that was down for hours syncs once on its return, not once per missed hour.
    while (next <= Date.parse(now)) next += interval;
    if (!(await claimScheduledSync(deps.db, due.id, dueAt, new Date(next).toISOString()))) continue;
    const row = await findIntegrationById(deps.db, due.id);
    if (row && (await queueSync(deps, row, 'schedule'))) queued += 1;
  }
  return queued;
};

export const planIntegrationSyncsJob = (deps: IntegrationDeps): JobDefinition => ({
  name: planIntegrationSyncsJobName,
  payload: z.object({}),
  handle: async () => {
    await planIntegrationSyncs(deps);
  },
  // The next round plans whatever this one missed.
  retryLimit: 0,
});
