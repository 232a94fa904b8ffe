import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ControlSettingsTable } from '../../db/schema';
import type { FrameworkId } from '@/contracts/enums';

export type ControlSettingsRow = Selectable<ControlSettingsTable>;

/** What a control is before anyone decides anything about it. */
export const defaultSettingsRow = (
  organizationId: string,
  framework: FrameworkId,
  controlId: string,
): ControlSettingsRow => ({
  organization_id: organizationId,
  framework,
  control_id: controlId,
  owner_id: null,
  backup_owner_id: null,
  implementation_status: 'not_started',
  statement: null,
  review_date: null,
  applicability: 'applicable',
  justification: null,
  requested_by: null,
  requested_by_label: null,
  requested_at: null,
  decided_by: null,
  decided_by_label: null,
  decided_at: null,
  rejection_note: null,
  updated_at: '',
});

export const listSettingsRows = (db: Db, organizationId: string, framework: FrameworkId) =>
  db
    .selectFrom('control_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .execute();

export const findSettingsRow = async (
  db: Db,
  organizationId: string,
  framework: FrameworkId,
  controlId: string,
): Promise<ControlSettingsRow> =>
  (await db
    .selectFrom('control_settings')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('control_id', '=', controlId)
    .executeTakeFirst()) ?? defaultSettingsRow(organizationId, framework, controlId);

export const saveSettingsRow = async (db: Db, row: ControlSettingsRow): Promise<void> => {
  const { organization_id: _org, framework: _framework, control_id: _control, ...changes } = row;
  await db
    .insertInto('control_settings')
    .values(row)
    .onConflict((oc) => oc.columns(['organization_id', 'framework', 'control_id']).doUpdateSet(changes))
    .execute();
};

/** The controls of a framework an organisation has excluded, with why. */
export const listExcludedRows = (db: Db, organizationId: string, framework: FrameworkId) =>
  db
    .selectFrom('control_settings')
    .select(['control_id', 'justification', 'decided_by_label', 'decided_at'])
    .where('organization_id', '=', organizationId)
    .where('framework', '=', framework)
    .where('applicability', '=', 'excluded')
    .execute();

/** Names of the organisation's members by id, whatever their status: a departed owner still reads as who they were. */
export const namesOf = async (db: Db, organizationId: string, ids: (string | null)[]): Promise<Map<string, string>> => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
};
