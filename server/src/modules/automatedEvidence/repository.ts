import type { Db } from '../../db/database';

const observations = (db: Db, organizationId: string) =>
  db
    .selectFrom('integration_observations')
    .innerJoin('integrations', 'integrations.id', 'integration_observations.integration_id')
    .where('integrations.organization_id', '=', organizationId);

/** What the organisation's integrations observed, newest first, without the observed data itself. */
export const listObservations = (db: Db, organizationId: string) =>
  observations(db, organizationId)
    .select([
      'integrations.type',
      'integration_observations.check_id',
      'integration_observations.collected_at',
      'integration_observations.expires_at',
    ])
    .orderBy('integration_observations.collected_at', 'desc')
    .orderBy('integrations.type')
    .orderBy('integration_observations.check_id')
    .execute();

/** One integration's observation for one check, with its data, when it belongs to the organisation. */
export const findObservation = (db: Db, organizationId: string, type: string, checkId: string) =>
  observations(db, organizationId)
    .select([
      'integrations.type',
      'integration_observations.check_id',
      'integration_observations.collected_at',
      'integration_observations.expires_at',
      'integration_observations.data',
    ])
    .where('integrations.type', '=', type)
    .where('integration_observations.check_id', '=', checkId)
    .executeTakeFirst();
