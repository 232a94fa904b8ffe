import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  type Integration,
  type IntegrationDetails,
  integrationCatalog,
  type IntegrationType,
  integrationTypes,
} from '@/contracts/integrations';
import { connectors } from '../../connectors';
import type { Db } from '../../db/database';
import { checks, isCheckId } from '../../frameworks/checks';
import { controlsByCheck } from '../../frameworks/controlsByCheck';
import type { JobRunner } from '../../jobs/types';
import { AppError } from '../../core/appError';
import { type Clock, isoNow } from '../../lib/clock';
import { loadCollectedValues } from '../signals';
import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { integrationAuditActions, integrationAuditKinds } from './auditActions';
import type { AppDeps, IntegrationConnections } from '../../core/appDeps';
import {
  claimSyncRequest,
  disconnectRow,
  findIntegrationRow,
  type IntegrationRow,
  listIntegrationRows,
  listObservedChecks,
  listRecentSyncs,
  saveConnection,
  scheduleNextSync,
  setIntegrationStatus,
} from './repository';
import { externalIdOf } from './awsSetup';
import { type Connection, connectionFor, readableFields } from './connection';
import { sandboxViewOf } from './sandbox';
import { defaultSyncIntervalMinutes, toIntegration } from './toIntegration';

export type IntegrationDeps = { db: Db; clock: Clock; jobs: Pick<JobRunner, 'enqueue'> } & IntegrationConnections;

/** What the routes and the sync jobs use; none without the vault and the outbound guard. */
export const integrationDepsOf = ({ db, clock, jobs, integrations }: AppDeps): IntegrationDeps | null =>
  integrations ? { db, clock, jobs, ...integrations } : null;

export const integrationSyncJobName = 'integrations.sync';
export type SyncTrigger = 'connect' | 'manual' | 'schedule';

// A sync still marked queued after this was lost with a process that died: a new request may queue another.
const syncLeaseMs = 15 * 60 * 1000;
const minuteMs = 60 * 1000;

const notConnected = (type: IntegrationType) => new AppError(409, `${integrationCatalog[type].name} is not connected.`);

const problem = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'credentials'}: ${issue.message}`).join('; ');

/** The stored credentials of a connected (or failing) integration, opened for one run against its provider. */
export const openConnection = (deps: IntegrationConnections & { clock: Clock }, row: IntegrationRow): Connection => {
  if (!row.credentials) throw notConnected(row.type as IntegrationType);
  return connectionFor(deps, row.type as IntegrationType, deps.vault.open(row.credentials, row.id));
};

const sandboxView = (deps: IntegrationDeps, type: IntegrationType) =>
  deps.sandboxUrls?.[type] ? sandboxViewOf(type) : undefined;

/** What the organisation, not the dialog, gives a connection: the external id its AWS role requires. */
export const organizationFields = async (db: Db, organizationId: string, type: IntegrationType) =>
  type === 'aws' ? { externalId: await externalIdOf(db, organizationId) } : {};

export const listIntegrations = async (deps: IntegrationDeps, organizationId: string): Promise<Integration[]> => {
  const rows = await listIntegrationRows(deps.db, organizationId);
  const observed = await listObservedChecks(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = deps.clock();
  const collected = await loadCollectedValues(deps.db, organizationId);
  return integrationTypes.map((type) => {
    const row = rows.find((candidate) => candidate.type === type);
    const checkIds = observed.filter((entry) => entry.integration_id === row?.id).map((entry) => entry.check_id);
    return toIntegration(
      { type, row, connector: connectors[type], observed: checkIds, sandbox: sandboxView(deps, type) },
      collected.get(type) ?? new Map(),
      now,
    );
  });
};

/** One integration as the list shows it, with what its details are read from: one read of each table. */
const loadIntegration = async (deps: IntegrationDeps, organizationId: string, type: IntegrationType) => {
  const row = await findIntegrationRow(deps.db, organizationId, type);
  const observed = row ? await listObservedChecks(deps.db, [row.id]) : [];
  const now = deps.clock();
  const values = (await loadCollectedValues(deps.db, organizationId)).get(type) ?? new Map<string, unknown>();
  const checkIds = observed.map((entry) => entry.check_id);
  const integration = toIntegration(
    { type, row, connector: connectors[type], observed: checkIds, sandbox: sandboxView(deps, type) },
    values,
    now,
  );
  return { integration, row, observed, values, now };
};

export const readIntegration = async (
  deps: IntegrationDeps,
  organizationId: string,
  type: IntegrationType,
): Promise<Integration> => (await loadIntegration(deps, organizationId, type)).integration;

/** The integration with the checks it feeds (their state now, the controls behind them) and its recent syncs. */
export const readIntegrationDetails = async (
  deps: IntegrationDeps,
  organizationId: string,
  type: IntegrationType,
): Promise<IntegrationDetails> => {
  const { integration, row, observed, values, now } = await loadIntegration(deps, organizationId, type);
  if (!row) return { ...integration, checks: [], syncs: [] };
  const syncs = await listRecentSyncs(deps.db, row.id);
  return {
    ...integration,
    checks: observed
      .filter((entry) => isCheckId(entry.check_id))
      .map((entry) => {
        const check = entry.check_id as keyof typeof checks;
        const outcome = checks[check].assess(values.get(check), now);
        return {
          check,
          name: checks[check].name,
          passing: outcome.score === 100,
          issues: outcome.issues,
          observedAt: entry.collected_at,
          controls: [...(controlsByCheck.get(check) ?? [])],
        };
      }),
    syncs: syncs.map((sync) => ({
      id: sync.id,
      trigger: sync.trigger as SyncTrigger,
      status: sync.status as 'succeeded' | 'failed',
      startedAt: sync.started_at,
      durationMs: Number(sync.duration_ms),
      signalsChanged: Number(sync.signals_changed),
      error: sync.error,
    })),
  };
};

/** Queues a sync unless one is already queued; the screen shows the integration as syncing until it ends. */
export const queueSync = async (deps: IntegrationDeps, row: IntegrationRow, trigger: SyncTrigger): Promise<boolean> => {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - syncLeaseMs).toISOString();
  if (!(await claimSyncRequest(deps.db, row.id, now.toISOString(), staleBefore))) return false;
  await deps.jobs.enqueue(integrationSyncJobName, { integrationId: row.id, trigger });
  return true;
};

/**
 * Connects with new credentials (replacing any stored): they are checked against the provider first. Accepted, the
 * integration is connected, its first sync queued and its schedule started; refused, it is in error with the
 * provider's reason, answered 422.
 */
export const connectIntegration = async (
  deps: IntegrationDeps,
  actor: MemberActor,
  type: IntegrationType,
  submitted: Record<string, string>,
): Promise<Integration> => {
  const connector = connectors[type];
  const fields = {
    ...Object.fromEntries(
      connector.fields.flatMap((field) => {
        const value = submitted[field.name]?.trim();
        return value === undefined || (value === '' && !field.required) ? [] : [[field.name, value]];
      }),
    ),
    ...(await organizationFields(deps.db, actor.organizationId, type)),
  };
  const parsed = connector.credentials.safeParse(readableFields(deps, type, fields).fields);
  if (!parsed.success) throw new AppError(400, problem(parsed.error));
  const name = integrationCatalog[type].name;
  const now = isoNow(deps.clock);
  const id = await saveConnection(deps.db, {
    id: randomUUID(),
    organizationId: actor.organizationId,
    type,
    credentials: (integrationId) => deps.vault.seal(fields, integrationId),
    connectedByLabel: actor.name,
    syncIntervalMinutes: defaultSyncIntervalMinutes,
    now,
  });
  const { credentials, options } = connectionFor(deps, type, fields);
  const result = await connector.testConnection(credentials, options).catch(async (error: unknown) => {
    // A fault of ours, not the provider's answer: the integration is not left connecting.
    const message = `The connection to ${name} could not be tested; try again.`;
    await setIntegrationStatus(deps.db, id, { status: 'error', message, now: isoNow(deps.clock) });
    throw error;
  });
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    if (result.ok) {
      await setIntegrationStatus(trx, id, { status: 'connected', message: null, account: result.account, now: at });
      await scheduleNextSync(trx, id, new Date(Date.parse(at) + defaultSyncIntervalMinutes * minuteMs).toISOString());
    } else {
      await setIntegrationStatus(trx, id, { status: 'error', message: result.message, now: at });
    }
    const action = result.ok ? integrationAuditActions.connected : integrationAuditActions.connectionFailed;
    await recordAudit(trx, actor, {
      action,
      ...integrationAuditKinds[action],
      details: result.ok
        ? `${actor.name} connected ${name} as ${result.account}`
        : `${name} refused the connection: ${result.message}`,
      resource: `integration:${type}`,
      at,
    });
  });
  if (!result.ok) throw new AppError(422, result.message);
  const row = await findIntegrationRow(deps.db, actor.organizationId, type);
  if (row) await queueSync(deps, row, 'connect');
  return readIntegration(deps, actor.organizationId, type);
};

const connectedRow = async (deps: IntegrationDeps, organizationId: string, type: IntegrationType) => {
  const row = await findIntegrationRow(deps.db, organizationId, type);
  if (!row?.credentials) throw notConnected(type);
  return row;
};

/** The real probe with the stored credentials; the status follows the answer. */
export const testIntegration = async (deps: IntegrationDeps, organizationId: string, type: IntegrationType) => {
  const row = await connectedRow(deps, organizationId, type);
  const { credentials, options } = openConnection(deps, row);
  const result = await connectors[type].testConnection(credentials, options);
  await setIntegrationStatus(
    deps.db,
    row.id,
    result.ok
      ? { status: 'connected', message: null, account: result.account, now: isoNow(deps.clock) }
      : { status: 'error', message: result.message, now: isoNow(deps.clock) },
  );
  const message = result.ok ? `Connected to ${integrationCatalog[type].name} as ${result.account}` : result.message;
  return { ...(await readIntegration(deps, organizationId, type)), test: { ok: result.ok, message } };
};

export const requestSync = async (deps: IntegrationDeps, organizationId: string, type: IntegrationType) => {
  await queueSync(deps, await connectedRow(deps, organizationId, type), 'manual');
  return readIntegration(deps, organizationId, type);
};

/** Refresh All: a sync of every connected integration; one already queued is not queued twice. */
export const syncAllIntegrations = async (deps: IntegrationDeps, organizationId: string) => {
  const rows = (await listIntegrationRows(deps.db, organizationId)).filter((row) => row.credentials);
  let queued = 0;
  for (const row of rows) if (await queueSync(deps, row, 'manual')) queued += 1;
  return { queued };
};

/** Deletes the credentials and stops the syncs; what was observed stays in the history and the signals. */
export const disconnectIntegration = async (deps: IntegrationDeps, actor: MemberActor, type: IntegrationType) => {
  const row = await connectedRow(deps, actor.organizationId, type);
  const now = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await disconnectRow(trx, row.id, now);
    const action = integrationAuditActions.disconnected;
    await recordAudit(trx, actor, {
      action,
      ...integrationAuditKinds[action],
      details: `${actor.name} disconnected ${integrationCatalog[type].name}; its credentials were deleted`,
      resource: `integration:${type}`,
      at: now,
    });
  });
  return readIntegration(deps, actor.organizationId, type);
};
