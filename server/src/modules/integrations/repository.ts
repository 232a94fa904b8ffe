import type { Selectable, Updateable, UpdateQueryBuilder, UpdateResult } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, IntegrationsTable, IntegrationSyncsTable } from '../../db/schema';
import type { IntegrationStatus, IntegrationType } from '@/contracts/integrations';

export type IntegrationRow = Selectable<IntegrationsTable>;
export type SyncRow = Selectable<IntegrationSyncsTable>;

export const listIntegrationRows = (db: Db, organizationId: string): Promise<IntegrationRow[]> =>
  db.selectFrom('integrations').selectAll().where('organization_id', '=', organizationId).execute();

export const findIntegrationRow = (db: Db, organizationId: string, type: IntegrationType) =>
  db
    .selectFrom('integrations')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('type', '=', type)
    .executeTakeFirst();

export const findIntegrationById = (db: Db, id: string) =>
  db.selectFrom('integrations').selectAll().where('id', '=', id).executeTakeFirst();

/** A new connection's row, or the existing one with its new credentials (the history is kept either way). */
export const saveConnection = async (
  db: Db,
  connection: {
    id: string;
    organizationId: string;
    type: IntegrationType;
    credentials: (id: string) => string;
    connectedByLabel: string;
    syncIntervalMinutes: number;
    now: string;
  },
): Promise<string> => {
  const existing = await findIntegrationRow(db, connection.organizationId, connection.type);
  const id = existing?.id ?? connection.id;
  const values = {
    status: 'connecting',
    credentials: connection.credentials(id),
    account: null,
    message: null,
    connected_at: connection.now,
    connected_by_label: connection.connectedByLabel,
    sync_requested_at: null,
    next_sync_at: null,
    updated_at: connection.now,
  };
  if (existing) {
    await db.updateTable('integrations').set(values).where('id', '=', id).execute();
  } else {
    await db
      .insertInto('integrations')
      .values({
        id,
        organization_id: connection.organizationId,
        type: connection.type,
        last_sync_at: null,
        sync_interval_minutes: connection.syncIntervalMinutes,
        ...values,
      })
      .execute();
  }
  return id;
};

export const setIntegrationStatus = async (
  db: Db,
  id: string,
  change: { status: IntegrationStatus; message: string | null; account?: string; now: string },
): Promise<void> => {
  await db
    .updateTable('integrations')
    .set({
      status: change.status,
      message: change.message,
      ...(change.account === undefined ? {} : { account: change.account }),
      updated_at: change.now,
    })
    .where('id', '=', id)
    .execute();
};

type IntegrationUpdate = UpdateQueryBuilder<Database, 'integrations', 'integrations', UpdateResult>;

/** Changes the integration only while `unclaimed` holds of it; false when another request or instance was first. */
const claim = async (
  db: Db,
  id: string,
  changes: Updateable<IntegrationsTable>,
  unclaimed: (update: IntegrationUpdate) => IntegrationUpdate,
): Promise<boolean> => {
  const updated = await unclaimed(db.updateTable('integrations').set(changes).where('id', '=', id)).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
};

/** Marks a sync queued, unless one is already queued since `staleBefore`; false when one is. */
export const claimSyncRequest = (db: Db, id: string, now: string, staleBefore: string): Promise<boolean> =>
  claim(db, id, { sync_requested_at: now }, (update) =>
    update
      .where('credentials', 'is not', null)
      .where((eb) => eb.or([eb('sync_requested_at', 'is', null), eb('sync_requested_at', '<', staleBefore)])),
  );

export const scheduleNextSync = async (db: Db, id: string, nextSyncAt: string): Promise<void> => {
  await db.updateTable('integrations').set({ next_sync_at: nextSyncAt }).where('id', '=', id).execute();
};

/** Connected integrations whose next scheduled sync is due. */
export const findDueIntegrations = (db: Db, now: string) =>
  db
    .selectFrom('integrations')
    .select(['id', 'next_sync_at', 'sync_interval_minutes'])
    .where('credentials', 'is not', null)
    .where('next_sync_at', '<=', now)
    .execute();

/** Moves a due schedule on; false when another instance moved it first, so each due sync is queued once. */
export const claimScheduledSync = (db: Db, id: string, dueAt: string, nextSyncAt: string): Promise<boolean> =>
  claim(db, id, { next_sync_at: nextSyncAt }, (update) => update.where('next_sync_at', '=', dueAt));

export const finishSyncRow = async (
  db: Db,
  id: string,
  change: { status: IntegrationStatus; message: string | null; lastSyncAt?: string; now: string },
): Promise<void> => {
  await db
    .updateTable('integrations')
    .set({
      status: change.status,
      message: change.message,
      sync_requested_at: null,
      ...(change.lastSyncAt ? { last_sync_at: change.lastSyncAt } : {}),
      updated_at: change.now,
    })
    .where('id', '=', id)
    .where('credentials', 'is not', null)
    .execute();
};

/** Forgets the credentials and stops the schedule; the syncs and observations stay as history. */
export const disconnectRow = async (db: Db, id: string, now: string): Promise<void> => {
  await db
    .updateTable('integrations')
    .set({
      status: 'available',
      credentials: null,
      account: null,
      message: null,
      sync_requested_at: null,
      next_sync_at: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
};

export const insertSync = async (db: Db, sync: SyncRow): Promise<void> => {
  await db.insertInto('integration_syncs').values(sync).execute();
};

export const recentSyncsLimit = 20;

export const listRecentSyncs = (db: Db, integrationId: string): Promise<SyncRow[]> =>
  db
    .selectFrom('integration_syncs')
    .selectAll()
    .where('integration_id', '=', integrationId)
    .orderBy('started_at', 'desc')
    .limit(recentSyncsLimit)
    .execute();

export const saveObservation = async (
  db: Db,
  observation: { integrationId: string; check: string; collectedAt: string; expiresAt: string; data: unknown },
): Promise<void> => {
  const row = {
    integration_id: observation.integrationId,
    check_id: observation.check,
    collected_at: observation.collectedAt,
    expires_at: observation.expiresAt,
    data: JSON.stringify(observation.data),
  };
  await db
    .insertInto('integration_observations')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['integration_id', 'check_id'])
        .doUpdateSet({ collected_at: row.collected_at, expires_at: row.expires_at, data: row.data }),
    )
    .execute();
};

/** The checks each integration has fed, with when each was last observed. */
export const listObservedChecks = (db: Db, integrationIds: string[]) =>
  integrationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('integration_observations')
        .select(['integration_id', 'check_id', 'collected_at'])
        .where('integration_id', 'in', integrationIds)
        .execute();
