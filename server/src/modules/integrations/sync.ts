import { randomUUID } from 'node:crypto';
import { integrationCatalog, type IntegrationType } from '@/contracts/integrations';
import { connectors } from '../../connectors';
import type { Collection } from '../../connectors/connector';
import { ConnectorError } from '../../connectors/connectorError';
import type { Db } from '../../db/database';
import { frameworksFedBy } from '../../frameworks/controlsByCheck';
import type { JobLog } from '../../jobs/types';
import { systemActor } from '../../core/actor';
import { isoNow } from '../../lib/clock';
import { refreshDiscoveredAssets } from '../assets';
import { runAssessment } from '../assessments';
import { notify } from '../notifications';
import { listSignals, upsertSignal } from '../signals';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { integrationAuditActions, integrationAuditKinds } from './auditActions';
import { finishSyncRow, findIntegrationById, type IntegrationRow, insertSync, saveObservation } from './repository';
import { type IntegrationDeps, openConnection, type SyncTrigger } from './service';

const integrationsLink = '/integrations';

/** Without a job runner (the demo seed) the assessments after a sync queue no alerts. */
type SyncDeps = Omit<IntegrationDeps, 'jobs'> & Partial<Pick<IntegrationDeps, 'jobs'>>;

/** Failures the provider may get over by itself: the job runner retries them, waiting longer each time. */
const isTransient = (error: ConnectorError) => error.reason === 'rateLimited' || error.reason === 'unreachable';

const changedSignals = async (db: Db, organizationId: string, source: string, collection: Collection) => {
  const own = (await listSignals(db, organizationId)).filter((signal) => signal.source === source);
  const before = new Map(own.map((signal) => [signal.key, signal.value]));
  return collection.signals.filter((signal) => JSON.stringify(before.get(signal.key)) !== JSON.stringify(signal.value))
    .length;
};

const storeCollection = async (
  deps: SyncDeps,
  row: IntegrationRow,
  collection: Collection,
  sync: { trigger: SyncTrigger; startedAt: string },
) => {
  const source = integrationCatalog[row.type as IntegrationType].name;
  const signalsChanged = await changedSignals(deps.db, row.organization_id, source, collection);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    for (const signal of collection.signals) {
      await upsertSignal(trx, row.organization_id, { ...signal, source, integration: row.type });
    }
    for (const observation of collection.observations) {
      await saveObservation(trx, { integrationId: row.id, ...observation });
    }
    await insertSync(trx, {
      id: randomUUID(),
      integration_id: row.id,
      trigger: sync.trigger,
      status: 'succeeded',
      started_at: sync.startedAt,
      duration_ms: Date.parse(now) - Date.parse(sync.startedAt),
      signals_changed: signalsChanged,
      error: null,
    });
    await finishSyncRow(trx, row.id, { status: 'connected', message: null, lastSyncAt: now, now });
  });
};

/** Tells the organisation's admins, once, that an integration that worked has stopped working. */
const recordFailure = async (
  deps: SyncDeps,
  row: IntegrationRow,
  error: ConnectorError,
  sync: { trigger: SyncTrigger; startedAt: string },
) => {
  const name = integrationCatalog[row.type as IntegrationType].name;
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await insertSync(trx, {
      id: randomUUID(),
      integration_id: row.id,
      trigger: sync.trigger,
      status: 'failed',
      started_at: sync.startedAt,
      duration_ms: Date.parse(now) - Date.parse(sync.startedAt),
      signals_changed: 0,
      error: error.message,
    });
    await finishSyncRow(trx, row.id, { status: 'error', message: error.message, now });
    if (row.status === 'error') return;
    const action = integrationAuditActions.syncFailed;
    await recordAudit(trx, systemActor(row.organization_id), {
      action,
      ...integrationAuditKinds[action],
      details: `${name} sync failed: ${error.message}`,
      resource: `integration:${row.type}`,
      at: now,
    });
    const admins = await trx
      .selectFrom('users')
      .select('id')
      .where('organization_id', '=', row.organization_id)
      .where('role', '=', 'Admin')
      .where('status', '=', 'active')
      .execute();
    await notify(
      trx,
      admins.map((admin) => ({
        organizationId: row.organization_id,
        userId: admin.id,
        kind: 'integrationFailed',
        title: `${name} sync failed`,
        body: `${error.message} Its last signals are kept until it syncs again.`,
        link: integrationsLink,
      })),
      now,
    );
  });
};

/**
 * One sync: collect from the provider, store what changed with the raw facts behind it, then assess the frameworks
 * its checks feed, so the heat map moves. A provider failure puts the integration in error and keeps its last good
 * signals; a transient one (rate limit, outage) is thrown so the job is retried later.
 */
export const runIntegrationSync = async (
  deps: SyncDeps,
  integrationId: string,
  trigger: SyncTrigger,
  log: JobLog,
): Promise<void> => {
  const row = await findIntegrationById(deps.db, integrationId);
  const connector = row && connectors[row.type as IntegrationType];
  if (!row?.credentials || !connector) return;
  const startedAt = isoNow(deps.clock);
  let collection: Collection;
  try {
    const { credentials, options } = openConnection(deps, row);
    collection = await connector.collect(credentials, options);
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    await recordFailure(deps, row, error, { trigger, startedAt });
    log.warn({ integrationId, type: row.type, reason: error.reason }, `Integration sync failed: ${error.message}`);
    if (isTransient(error)) throw error;
    return;
  }
  await storeCollection(deps, row, collection, { trigger, startedAt });
  await refreshDiscoveredAssets(
    deps.db,
    row.organization_id,
    row.type as IntegrationType,
    collection.assets,
    isoNow(deps.clock),
  );
  const checkIds = collection.signals.map((signal) => signal.key);
  for (const framework of frameworksFedBy(checkIds)) {
    await runAssessment(deps, systemActor(row.organization_id), framework);
  }
};
