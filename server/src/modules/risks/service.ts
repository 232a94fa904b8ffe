import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import type { Risk } from '@/contracts/risks';
import { riskAuditActions } from './auditActions';
import {
  deleteRiskRow,
  findRiskRow,
  insertRisk,
  listRiskRows,
  type RiskFilters,
  type RiskRow,
  updateRiskRow,
} from './repository';
import { riskColumns, type RiskInput, storedTreatment } from './riskFields';
import { validateRiskLinks } from './riskLinks';
import { readRiskTolerance } from './tolerance';
import { toRisks } from './toRisk';

export type RiskDeps = Pick<AppDeps, 'db' | 'clock'>;
type Reader = Pick<MemberActor, 'organizationId'>;

export const riskNotFound = 'Risk not found';

export const today = (deps: RiskDeps) => deps.clock().toISOString().slice(0, 10);

const requireRiskRow = async (deps: RiskDeps, reader: Reader, riskId: string): Promise<RiskRow> => {
  const row = await findRiskRow(deps.db, reader.organizationId, riskId);
  if (!row) throw new AppError(404, riskNotFound);
  return row;
};

const shown = async (deps: RiskDeps, organizationId: string, rows: RiskRow[]) => {
  const tolerance = await readRiskTolerance(deps.db, organizationId);
  return {
    tolerance,
    risks: await toRisks(deps.db, organizationId, rows, { threshold: tolerance.threshold, today: today(deps) }),
  };
};

export const readRisk = async (deps: RiskDeps, reader: Reader, riskId: string): Promise<Risk> => {
  const row = await requireRiskRow(deps, reader, riskId);
  const [risk] = (await shown(deps, reader.organizationId, [row])).risks;
  return risk;
};

export type RiskListQuery = Omit<RiskFilters, 'residualAbove' | 'untreatedAbove'> & {
  aboveTolerance: boolean;
  needsTreatment: boolean;
  page: number;
  limit: number;
};

export const listRisks = async (deps: RiskDeps, reader: Reader, query: RiskListQuery) => {
  const { aboveTolerance, needsTreatment, page, limit, ...filters } = query;
  const tolerance = await readRiskTolerance(deps.db, reader.organizationId);
  const { rows, total } = await listRiskRows(
    deps.db,
    reader.organizationId,
    {
      ...filters,
      ...(aboveTolerance ? { residualAbove: tolerance.threshold } : {}),
      ...(needsTreatment ? { untreatedAbove: tolerance.threshold } : {}),
    },
    { page, limit },
  );
  const { risks } = await shown(deps, reader.organizationId, rows);
  return { risks, tolerance, pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
};

/** Adds a risk to the register; `sourceCheck` names the failing check it was suggested from. */
export const createRisk = async (
  deps: RiskDeps,
  actor: MemberActor,
  input: RiskInput,
  sourceCheck: string | null = null,
): Promise<Risk> => {
  await validateRiskLinks(deps.db, actor.organizationId, input, { today: today(deps), unchanged: false });
  const at = isoNow(deps.clock);
  const riskId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertRisk(trx, {
      id: riskId,
      organization_id: actor.organizationId,
      ...riskColumns(input),
      source_check: sourceCheck,
      created_at: at,
      updated_at: at,
    });
    await recordAudit(trx, actor, {
      action: riskAuditActions.added,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} added the risk "${input.title}" to the register${sourceCheck ? ` from the failing check ${sourceCheck}` : ''}`,
      resource: `risk:${riskId}`,
      at,
    });
  });
  return readRisk(deps, actor, riskId);
};

const sameTreatment = (row: RiskRow, input: RiskInput) =>
  JSON.stringify(storedTreatment(row)) === JSON.stringify(input.treatment);

/** The event a change reads as: a closure or reopening first, then a new treatment, else an update. */
const changeAction = (row: RiskRow, input: RiskInput) => {
  if (row.status !== input.status)
    return input.status === 'closed' ? riskAuditActions.closed : riskAuditActions.reopened;
  return sameTreatment(row, input) ? riskAuditActions.updated : riskAuditActions.treated;
};

const verbs: Record<string, string> = {
  [riskAuditActions.closed]: 'closed',
  [riskAuditActions.reopened]: 'reopened',
  [riskAuditActions.updated]: 'updated',
};

const describeChange = (action: string, actor: MemberActor, input: RiskInput) => {
  if (action === riskAuditActions.treated) {
    return `${actor.name} set the treatment of the risk "${input.title}" to ${input.treatment?.type ?? 'none'}`;
  }
  const score = input.residual.likelihood * input.residual.impact;
  return `${actor.name} ${verbs[action]} the risk "${input.title}" (residual score ${score})`;
};

export const updateRisk = async (deps: RiskDeps, actor: MemberActor, riskId: string, input: RiskInput) => {
  const row = await requireRiskRow(deps, actor, riskId);
  await validateRiskLinks(deps.db, actor.organizationId, input, {
    today: today(deps),
    unchanged: sameTreatment(row, input),
  });
  const at = isoNow(deps.clock);
  const action = changeAction(row, input);
  await deps.db.transaction().execute(async (trx) => {
    await updateRiskRow(trx, actor.organizationId, riskId, { ...riskColumns(input), updated_at: at });
    await recordAudit(trx, actor, {
      action,
      severity: 'info',
      category: 'compliance',
      details: describeChange(action, actor, input),
      resource: `risk:${riskId}`,
      at,
    });
  });
  return readRisk(deps, actor, riskId);
};

export const deleteRisk = async (deps: RiskDeps, actor: MemberActor, riskId: string): Promise<void> => {
  const row = await requireRiskRow(deps, actor, riskId);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await deleteRiskRow(trx, actor.organizationId, riskId);
    await recordAudit(trx, actor, {
      action: riskAuditActions.deleted,
      severity: 'warning',
      category: 'compliance',
      details: `${actor.name} removed the risk "${row.title}" from the register`,
      resource: `risk:${riskId}`,
      at,
    });
  });
};
