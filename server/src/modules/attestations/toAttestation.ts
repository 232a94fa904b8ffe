import type { Attestation, AttestationStatus } from '@/contracts/attestations';
import { checks, isCheckId } from '../../frameworks/checks';
import type { AttestationRow } from './repository';

const statusOf = (row: AttestationRow, today: string): AttestationStatus =>
  row.status !== 'rejected' && row.valid_until < today ? 'expired' : row.status;

const person = (id: string | null, label: string | null) => (label === null ? null : { id: id ?? '', name: label });

export const toAttestation = (row: AttestationRow, today: string): Attestation => ({
  id: row.id,
  check: row.check_id,
  checkName: isCheckId(row.check_id) ? checks[row.check_id].name : row.check_id,
  value: JSON.parse(row.value) as unknown,
  statement: row.statement,
  evidence: { id: row.evidence_id, name: row.evidence_name },
  validUntil: row.valid_until,
  status: statusOf(row, today),
  attestedBy: { id: row.attested_by ?? '', name: row.attested_by_label },
  attestedAt: row.attested_at,
  reviewedBy: person(row.reviewed_by, row.reviewed_by_label),
  reviewedAt: row.reviewed_at,
  reviewNote: row.review_note,
  selfReviewed: row.self_reviewed === 1,
});
