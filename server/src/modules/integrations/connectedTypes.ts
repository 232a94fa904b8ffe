import type { Db } from '../../db/database';
import { type IntegrationType, integrationTypes } from '@/contracts/integrations';

/** The providers an organisation has connected, in the catalogue's order. */
export const listConnectedTypes = async (db: Db, organizationId: string): Promise<IntegrationType[]> => {
  const rows = await db
    .selectFrom('integrations')
    .select('type')
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'connected')
    .execute();
  const connected = new Set(rows.map((row) => row.type));
  return integrationTypes.filter((type) => connected.has(type));
};
