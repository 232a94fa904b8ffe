import { integrationTypes } from '@/contracts/integrations';
import { seedDemo } from '../server/src/demo/seed';
import type { JobLog } from '../server/src/jobs/types';
import { createCredentialVault } from '../server/src/core/credentialVault';
import { connectToSandbox } from '../server/src/demo/integrations';
import { sandboxPlatformAccountId, startIntegrationSandbox } from '../server/src/modules/integrations/sandbox';
import { runIntegrationSync } from '../server/src/modules/integrations/sync';
import { findUserByEmail } from '../server/src/modules/users/repository';
import { heading, line, verdict } from './lib/report';
import { record } from './lib/results';
import { ms } from './lib/stats';
import { openTempDatabase } from './lib/tempDatabase';
import { createOutboundGuard } from '../server/src/core/outbound/outboundGuard';

// Every integration of an organisation is synced hourly: all eight with their assessments take well under a minute.
const fullSyncTargetMs = 30_000;

const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type SyncTiming = { type: string; ms: number };

/**
 * The demo organisation with all eight integrations connected to the sandbox, each synced once as the scheduler
 * would: the collectors against the provider fakes over HTTP, storing signals and evidence, then the assessment of
 * the frameworks each one moves.
 */
async function measureFullSync(): Promise<{ syncs: SyncTiming[]; totalMs: number }> {
  const { db, dispose } = await openTempDatabase();
  const clock = () => new Date();
  const sandbox = await startIntegrationSandbox(clock);
  try {
    await seedDemo(db, clock);
    const admin = await findUserByEmail(db, 'demo@securo.dev');
    if (!admin) throw new Error('The demo seed did not create the demo account');
    const integrations = {
      vault: createCredentialVault('bench-credentials-key-0123456789abcdef0123456789'),
      sandboxUrls: sandbox.urls,
      awsAccountId: sandboxPlatformAccountId,
      outbound: createOutboundGuard({ allow: [] }),
    };
    const seed = { db, clock, organizationId: admin.organization_id, integrations };
    const connected: { type: string; id: string }[] = [];
    for (const type of integrationTypes) {
      const id = await connectToSandbox(seed, type);
      if (!id) throw new Error(`${type} could not be connected to the sandbox`);
      connected.push({ type, id });
    }
    const syncs: SyncTiming[] = [];
    const start = process.hrtime.bigint();
    for (const { type, id } of connected) {
      const began = process.hrtime.bigint();
      await runIntegrationSync({ db, clock, ...integrations }, id, 'schedule', silentLog);
      syncs.push({ type, ms: Number(process.hrtime.bigint() - began) / 1e6 });
    }
    return { syncs, totalMs: Number(process.hrtime.bigint() - start) / 1e6 };
  } finally {
    await sandbox.close();
    await dispose();
  }
}

export async function reportIntegrationSync(): Promise<boolean> {
  const { syncs, totalMs } = await measureFullSync();
  heading('A full sync of the eight sandbox integrations, each followed by its assessment (SQLite file)');
  for (const { type, ms: duration } of syncs) line(type, ms(duration));
  const ok = totalMs <= fullSyncTargetMs;
  line('all eight', `${ms(totalMs)} (target <= ${ms(fullSyncTargetMs)}) ${verdict(ok)}`);
  record(
    'a full sync of the eight sandbox integrations over HTTP (collect, store signals and evidence, assess)',
    `≤ ${fullSyncTargetMs / 1000} s`,
    `${(totalMs / 1000).toFixed(1)} s in all (${syncs.map(({ type, ms: duration }) => `${type} ${(duration / 1000).toFixed(2)} s`).join(', ')})`,
  );
  return ok;
}
