import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PoliciesTable, PolicyAcceptancesTable, PolicyVersionsTable } from '../../db/schema';

export type PolicyRow = Selectable<PoliciesTable>;
export type PolicyVersionRow = Selectable<PolicyVersionsTable>;
export type AcceptanceRow = Selectable<PolicyAcceptancesTable>;

export const listPolicyRows = (db: Db, organizationId: string): Promise<PolicyRow[]> =>
  db.selectFrom('policies').selectAll().where('organization_id', '=', organizationId).orderBy('title').execute();

export const findPolicyRow = (db: Db, organizationId: string, policyId: string): Promise<PolicyRow | undefined> =>
  db
    .selectFrom('policies')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', policyId)
    .executeTakeFirst();

export const findPolicyByTemplate = (db: Db, organizationId: string, templateId: string) =>
  db
    .selectFrom('policies')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('template_id', '=', templateId)
    .executeTakeFirst();

export const insertPolicy = async (db: Db, row: Insertable<PoliciesTable>): Promise<void> => {
  await db.insertInto('policies').values(row).execute();
};

/** Every version of the organisation's policies (or of one), newest publication first, the draft first of all. */
export const listVersionRows = (db: Db, organizationId: string, policyId?: string): Promise<PolicyVersionRow[]> =>
  db
    .selectFrom('policy_versions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .$if(policyId !== undefined, (query) => query.where('policy_id', '=', policyId ?? ''))
    .orderBy('major', (order) => order.desc().nullsFirst())
    .orderBy('minor', (order) => order.desc().nullsFirst())
    .execute();

export const findVersionRow = (db: Db, organizationId: string, versionId: string) =>
  db
    .selectFrom('policy_versions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', versionId)
    .executeTakeFirst();

/** The policy's open draft, if it has one (at most one is open). */
export const findDraftRow = (db: Db, organizationId: string, policyId: string) =>
  db
    .selectFrom('policy_versions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('policy_id', '=', policyId)
    .where('state', '=', 'draft')
    .executeTakeFirst();

/** A new draft of a policy: its text, in no review round yet. */
export const newDraftRow = (organizationId: string, policyId: string, body: string, at: string): PolicyVersionRow => ({
  id: crypto.randomUUID(),
  organization_id: organizationId,
  policy_id: policyId,
  state: 'draft',
  body,
  review_state: null,
  review_fingerprint: null,
  reviewed_by_label: null,
  reviewed_at: null,
  major: null,
  minor: null,
  changelog: null,
  rendered: null,
  sha256: null,
  published_by_label: null,
  published_at: null,
  updated_at: at,
});

export const insertVersion = async (db: Db, row: PolicyVersionRow): Promise<void> => {
  await db.insertInto('policy_versions').values(row).execute();
};

/** Only a draft changes: a published version is never written again. */
export const updateDraft = async (
  db: Db,
  versionId: string,
  patch: Partial<Omit<PolicyVersionRow, 'id' | 'organization_id' | 'policy_id'>>,
): Promise<boolean> => {
  const result = await db
    .updateTable('policy_versions')
    .set(patch)
    .where('id', '=', versionId)
    .where('state', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const listAcceptanceRows = (db: Db, organizationId: string, versionIds: string[]): Promise<AcceptanceRow[]> =>
  versionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('policy_acceptances')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('version_id', 'in', versionIds)
        .orderBy('accepted_at')
        .execute();

/** False when the member had already accepted this version. */
export const insertAcceptance = async (db: Db, row: AcceptanceRow): Promise<boolean> => {
  const result = await db
    .insertInto('policy_acceptances')
    .values(row)
    .onConflict((conflict) => conflict.columns(['version_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
};
