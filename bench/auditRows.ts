import type { Db } from '../server/src/db/database';
import { auditCategories, auditSeverities } from '@/contracts/enums';
import { appendAuditEntries } from '../server/src/core/auditTrail/recordAudit';
import type { TimedAuditEntry } from '../server/src/core/auditTrail/chainWriter';

const batchSize = 5000;
/** A year: the synthetic history ends now and starts this long before. */
export const historySpanMs = 365 * 24 * 60 * 60 * 1000;
const people = ['Alex Morgan', 'Priya Shah', 'Jordan Lee', 'Sam Rivera', 'System'];
const actions = [
  'User Login',
  'Policy Acknowledged',
  'Integration Synced',
  'Evidence Uploaded',
  'Report Exported',
  'Vendor Reviewed',
];
// A real trail is mostly routine: 60 % info, 25 % success, 12 % warning, 3 % critical (per hundred rows).
const severityByPercentile = [
  ...Array<number>(60).fill(1),
  ...Array<number>(25).fill(0),
  ...Array<number>(12).fill(2),
  ...Array<number>(3).fill(3),
];

/** Knuth's multiplicative hash: spreads consecutive rows over categories and severities independently. */
const scatter = (i: number, salt: number) => ((Math.imul(i + salt, 2654435761) >>> 0) % 1000) / 1000;

/** The i-th of `total` synthetic rows: a year of history, every category, severity and person, in time order. */
export const syntheticEntry = (organizationId: string, i: number, total: number, start: number): TimedAuditEntry => ({
  organizationId,
  userId: null,
  userLabel: people[i % people.length],
  action: actions[i % actions.length],
  severity: auditSeverities[severityByPercentile[Math.floor(scatter(i, 1) * 100)]],
  category: auditCategories[Math.floor(scatter(i, 7) * auditCategories.length)],
  details: `Synthetic event ${i} for the audit-trail benchmark, resource batch ${Math.floor(i / 100)}`,
  resource: `resource:${i % 997}`,
  ipAddress: `10.0.${(i >> 8) & 255}.${i & 255}`,
  createdAt: new Date(start + Math.floor((i / total) * historySpanMs)).toISOString(),
});

/** Appends `total` chained rows to the organisation's trail through the product's own writer; answers rows/s. */
export async function appendSyntheticHistory(db: Db, organizationId: string, total: number): Promise<number> {
  const start = Date.now() - historySpanMs;
  const began = process.hrtime.bigint();
  for (let offset = 0; offset < total; offset += batchSize) {
    const count = Math.min(batchSize, total - offset);
    await appendAuditEntries(
      db,
      Array.from({ length: count }, (_, k) => syntheticEntry(organizationId, offset + k, total, start)),
    );
  }
  return total / (Number(process.hrtime.bigint() - began) / 1e9);
}
