import { randomBytes } from 'node:crypto';
import type { AwsSetup } from '@/contracts/integrations';
import { awsReadOnlyPolicy, awsTrustPolicy } from '../../connectors/aws/policy';
import type { Db } from '../../db/database';

const asJson = (document: unknown) => JSON.stringify(document, null, 2);

/**
 * The organisation's external id, made on first use. Two requests at once both try; the first write wins and both
 * read it back, so a role never trusts an id that was replaced.
 */
export const externalIdOf = async (db: Db, organizationId: string): Promise<string> => {
  await db
    .updateTable('organizations')
    .set({ integration_external_id: `securo-${randomBytes(16).toString('hex')}` })
    .where('id', '=', organizationId)
    .where('integration_external_id', 'is', null)
    .execute();
  const row = await db
    .selectFrom('organizations')
    .select('integration_external_id')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  if (!row.integration_external_id) throw new Error(`Organisation ${organizationId} has no external id`);
  return row.integration_external_id;
};

/** The values the AWS Quick Setup Guide shows: the role trusts `accountId` (the platform's) with this external id. */
export const readAwsSetup = async (db: Db, organizationId: string, accountId: string | null): Promise<AwsSetup> => {
  const externalId = await externalIdOf(db, organizationId);
  return {
    accountId,
    externalId,
    readOnlyPolicy: asJson(awsReadOnlyPolicy),
    trustPolicy: accountId ? asJson(awsTrustPolicy(accountId, externalId)) : null,
  };
};
