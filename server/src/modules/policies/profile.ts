import type { Db } from '../../db/database';
import { type PolicyProfileField, policyProfileFields } from '@/contracts/policyFields';

export type ProfileFields = Partial<Record<PolicyProfileField, string>>;

const known = (fields: Record<string, unknown>): ProfileFields =>
  Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [PolicyProfileField, string] => entry[0] in policyProfileFields && typeof entry[1] === 'string',
    ),
  );

export const readProfileFields = async (db: Db, organizationId: string): Promise<ProfileFields> => {
  const row = await db
    .selectFrom('policy_profiles')
    .select('fields')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return row ? known(JSON.parse(row.fields) as Record<string, unknown>) : {};
};

/** Applies the changes (null clears a field) and returns the profile as stored. */
export const saveProfileFields = async (
  db: Db,
  organizationId: string,
  changes: Partial<Record<PolicyProfileField, string | null>>,
  at: string,
): Promise<ProfileFields> => {
  const fields: Record<string, string> = { ...(await readProfileFields(db, organizationId)) };
  for (const [field, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete fields[field];
    else fields[field] = value;
  }
  const row = { organization_id: organizationId, fields: JSON.stringify(fields), updated_at: at };
  await db
    .insertInto('policy_profiles')
    .values(row)
    .onConflict((conflict) => conflict.column('organization_id').doUpdateSet({ fields: row.fields, updated_at: at }))
    .execute();
  return known(fields);
};
