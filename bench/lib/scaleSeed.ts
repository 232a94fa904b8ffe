import type { Db } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { prepareAuditTrail } from '../../server/src/core/auditTrail/rechain';
import { seedAssessmentYear } from './assessmentYear';
import { benchConfig } from './benchApp';
import { appendChainedTrails } from './chainedTrails';
import { line, thousands } from './report';
import { type Scale, trailSizes } from './scaleShape';
import { seedTenants } from './scaleTenants';
import { withoutIndexes } from './withoutIndexes';

const seconds = (began: bigint) => Number(process.hrtime.bigint() - began) / 1e9;

const timed = async <T>(label: string, work: () => Promise<T>, figure: (result: T) => string): Promise<T> => {
  const began = process.hrtime.bigint();
  const result = await work();
  line(label, `${figure(result)} in ${seconds(began).toFixed(1)} s`);
  return result;
};

/**
 * Migrates an empty database and fills it at `scale`, printing each step's time; answers the whole seeding's seconds.
 * `db` should skip foreign-key triggers (see bulkLoadUrl): every row it loads references rows seeded just before.
 */
export async function seedScale(db: Db, scale: Scale): Promise<number> {
  const began = process.hrtime.bigint();
  await migrateToLatest(db);
  await prepareAuditTrail(db, benchConfig.auditKey, console.warn);
  const tenants = await timed(
    'organisations, administrators, tasks',
    () => seedTenants(db, scale.organizations),
    (ids) => `${thousands(ids.length)} organisations`,
  );
  const sizes = trailSizes(scale);
  const trails = tenants.map((organizationId, index) => ({ organizationId, rows: sizes[index] }));
  await timed(
    'audit rows chained, indexes rebuilt',
    () => withoutIndexes(db, 'audit_logs', () => appendChainedTrails(db, trails)),
    () =>
      `${thousands(scale.auditRows)} rows (largest trail ${thousands(sizes[0])}, smallest ${thousands(sizes[sizes.length - 1])})`,
  );
  await timed(
    'assessments, every framework',
    () => seedAssessmentYear(db, tenants[0], scale.assessmentEveryDays),
    (count) => `${thousands(count)} assessments (every ${scale.assessmentEveryDays} days for a year)`,
  );
  return seconds(began);
}

/** The database's URL for a bulk load: foreign keys unchecked and commits not waited for, for this session only. */
export const bulkLoadUrl = (url: string): string => {
  const bulk = new URL(url);
  bulk.searchParams.set('options', '-c session_replication_role=replica -c synchronous_commit=off');
  return bulk.toString();
};
