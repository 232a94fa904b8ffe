import type { AppDeps } from '../../core/appDeps';
import type { ExpiredAttestation } from '../../frameworks/checks/outcome';
import { listApprovedRows } from './repository';

/**
 * An approved attestation as a signal, naming who attested and approved: the latest unexpired one of each check, or
 * where none stands, the latest expired one, whose value is the day it lapsed so the check's issue says so.
 */
export type AttestationSignal = { key: string; value: unknown; source: string; observedAt: string };

const toSignal = (row: Awaited<ReturnType<typeof listApprovedRows>>[number], standing: boolean): AttestationSignal => ({
  key: row.check_id,
  value: standing
    ? (JSON.parse(row.value) as unknown)
    : ({ attestationExpiredOn: row.valid_until } satisfies ExpiredAttestation),
  source: `attestation by ${row.attested_by_label}, approved by ${row.reviewed_by_label ?? 'nobody'}`,
  observedAt: row.attested_at,
});

export const loadAttestationSignals = async (
  db: AppDeps['db'],
  organizationId: string,
  now: Date,
): Promise<AttestationSignal[]> => {
  const day = now.toISOString().slice(0, 10);
  const standing = new Map<string, AttestationSignal>();
  const expired = new Map<string, AttestationSignal>();
  for (const row of await listApprovedRows(db, organizationId)) {
    const kept = row.valid_until >= day ? standing : expired;
    if (!kept.has(row.check_id)) kept.set(row.check_id, toSignal(row, kept === standing));
  }
  for (const [check, signal] of expired) if (!standing.has(check)) standing.set(check, signal);
  return [...standing.values()];
};
