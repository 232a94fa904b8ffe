import type { Db } from '../../../server/src/db/database';
import type { FrameworkId } from '@/contracts/enums';

const pollMs = 20;
const timeoutMs = 10_000;

export const assessmentRows = (db: Db, organizationId: string) =>
  db
    .selectFrom('assessments')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('started_at')
    .execute();

/**
 * Waits until the organisation has at least `count` finished assessments of `framework` and none still running:
 * run-assessment answers before its background runs end.
 */
export const waitForAssessments = async (db: Db, organizationId: string, framework: FrameworkId, count: number) => {
  for (let waited = 0; waited < timeoutMs; waited += pollMs) {
    const rows = (await assessmentRows(db, organizationId)).filter((row) => row.framework === framework);
    if (rows.length >= count && rows.every((row) => row.status !== 'running')) return rows;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`no ${count} finished ${framework} assessments after ${timeoutMs} ms`);
};

/** Mean of integers, rounded as the product rounds scores. */
export const roundedMean = (values: number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
