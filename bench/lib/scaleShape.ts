/** How much the PostgreSQL scale bench seeds; the environment shrinks it for a quick run. */
export type Scale = {
  organizations: number;
  auditRows: number;
  /** The largest organisation's share of auditRows. */
  largestAuditRows: number;
  /** Days between two assessments of a framework over the seeded year. */
  assessmentEveryDays: number;
};

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  return value;
};

export const scaleFromEnv = (): Scale => {
  const auditRows = positive('BENCH_SCALE_AUDIT_ROWS', 10_000_000);
  const scale = {
    organizations: positive('BENCH_SCALE_ORGS', 1_000),
    auditRows,
    largestAuditRows: positive('BENCH_SCALE_LARGEST_AUDIT_ROWS', Math.round(auditRows / 10)),
    assessmentEveryDays: positive('BENCH_SCALE_ASSESSMENT_DAYS', 7),
  };
  if (scale.organizations < 2) throw new Error('BENCH_SCALE_ORGS must be at least 2');
  if (scale.largestAuditRows > auditRows) throw new Error('The largest trail cannot hold more than all the rows');
  return scale;
};

/**
 * Audit rows per organisation, the largest first: the rest of the rows fall on the others along 1/sqrt(rank), so a
 * few tenants are busy and most are quiet, as on a real platform.
 */
export const trailSizes = ({ organizations, auditRows, largestAuditRows }: Scale): number[] => {
  const others = organizations - 1;
  const remaining = auditRows - largestAuditRows;
  const weights = Array.from({ length: others }, (_, rank) => 1 / Math.sqrt(rank + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const sizes = weights.map((weight) => Math.floor((remaining * weight) / total));
  let leftover = remaining - sizes.reduce((sum, size) => sum + size, 0);
  for (let rank = 0; leftover > 0; rank = (rank + 1) % others, leftover -= 1) sizes[rank] += 1;
  return [largestAuditRows, ...sizes];
};

/** Tenant i's administrator, who signs in for the load. */
export const tenantAdmin = (index: number) => ({
  email: `admin-${String(index).padStart(4, '0')}@tenants.scale.securo.dev`,
  password: 'scale-bench-password',
});
