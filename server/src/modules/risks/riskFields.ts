import type { ControlRef, RiskRating, RiskTreatment } from '@/contracts/risks';
import type { RiskCategory, RiskStatus } from '@/contracts/riskValues';
import type { RiskRow } from './repository';

/** A risk as the service writes it: the request body once parsed. */
export type RiskInput = {
  title: string;
  description: string;
  category: RiskCategory;
  ownerId: string;
  controls: ControlRef[];
  taskIds: string[];
  inherent: RiskRating;
  residual: RiskRating;
  treatment: RiskTreatment | null;
  reviewOn: string;
  status: RiskStatus;
};

type WrittenFields = Omit<RiskRow, 'id' | 'organization_id' | 'source_check' | 'created_at' | 'updated_at'>;

const treatmentColumns = (treatment: RiskTreatment | null) => ({
  treatment: treatment?.type ?? null,
  approver_id: treatment?.type === 'accept' ? treatment.approverId : null,
  acceptance_expires_on: treatment?.type === 'accept' ? treatment.expiresOn : null,
  transferred_to: treatment?.type === 'transfer' ? treatment.to : null,
  avoided_by: treatment?.type === 'avoid' ? treatment.how : null,
});

export const riskColumns = (input: RiskInput): WrittenFields => ({
  title: input.title,
  description: input.description,
  category: input.category,
  owner_id: input.ownerId,
  control_refs: JSON.stringify(input.controls),
  task_ids: JSON.stringify([...new Set(input.taskIds)]),
  inherent_likelihood: input.inherent.likelihood,
  inherent_impact: input.inherent.impact,
  inherent_score: input.inherent.likelihood * input.inherent.impact,
  residual_likelihood: input.residual.likelihood,
  residual_impact: input.residual.impact,
  residual_score: input.residual.likelihood * input.residual.impact,
  ...treatmentColumns(input.treatment),
  review_on: input.reviewOn,
  status: input.status,
});

export const storedControls = (row: RiskRow): ControlRef[] => JSON.parse(row.control_refs) as ControlRef[];
export const storedTaskIds = (row: RiskRow): string[] => JSON.parse(row.task_ids) as string[];

/** The treatment as stored, in the request's shape. */
export const storedTreatment = (row: RiskRow): RiskTreatment | null => {
  switch (row.treatment) {
    case 'mitigate':
      return { type: 'mitigate' };
    case 'accept':
      return { type: 'accept', approverId: row.approver_id ?? '', expiresOn: row.acceptance_expires_on ?? '' };
    case 'transfer':
      return { type: 'transfer', to: row.transferred_to ?? '' };
    case 'avoid':
      return { type: 'avoid', how: row.avoided_by ?? '' };
    default:
      return null;
  }
};

/** Accepted, and the acceptance lapsed before today: a finding while the risk is open. */
export const acceptanceExpired = (
  row: Pick<RiskRow, 'treatment' | 'acceptance_expires_on' | 'status'>,
  today: string,
) =>
  row.status === 'open' &&
  row.treatment === 'accept' &&
  row.acceptance_expires_on !== null &&
  row.acceptance_expires_on < today;

/** Residual score above the tolerance, open and untreated. */
export const needsTreatment = (row: Pick<RiskRow, 'treatment' | 'residual_score' | 'status'>, threshold: number) =>
  row.status === 'open' && row.treatment === null && row.residual_score > threshold;
