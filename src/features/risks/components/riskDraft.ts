import type { ControlRef, Risk, RiskBody } from '@/contracts/risks';
import type { RiskCategory, RiskStatus, RiskTreatmentType } from '@/contracts/riskValues';
import { riskFormText as text } from '@/features/risks/constants';

/** The risk form as typed: every field a string or list, the treatment's fields kept while its type changes. */
export type RiskDraft = {
  title: string;
  description: string;
  category: RiskCategory;
  ownerId: string;
  controls: ControlRef[];
  taskIds: string[];
  inherentLikelihood: number;
  inherentImpact: number;
  residualLikelihood: number;
  residualImpact: number;
  treatment: RiskTreatmentType | '';
  approverId: string;
  expiresOn: string;
  transferTo: string;
  avoidHow: string;
  reviewOn: string;
  status: RiskStatus;
};

export type RiskDraftErrors = Partial<Record<keyof RiskDraft, string>>;

export const emptyRiskDraft = (ownerId: string): RiskDraft => ({
  title: '',
  description: '',
  category: 'security',
  ownerId,
  controls: [],
  taskIds: [],
  inherentLikelihood: 3,
  inherentImpact: 3,
  residualLikelihood: 3,
  residualImpact: 3,
  treatment: '',
  approverId: '',
  expiresOn: '',
  transferTo: '',
  avoidHow: '',
  reviewOn: '',
  status: 'open',
});

export const draftOf = (risk: Risk): RiskDraft => ({
  title: risk.title,
  description: risk.description,
  category: risk.category,
  ownerId: risk.owner?.id ?? '',
  controls: risk.controls.map(({ framework, controlId }) => ({ framework, controlId })),
  taskIds: risk.tasks.map(({ id }) => id),
  inherentLikelihood: risk.inherent.likelihood,
  inherentImpact: risk.inherent.impact,
  residualLikelihood: risk.residual.likelihood,
  residualImpact: risk.residual.impact,
  treatment: risk.treatment?.type ?? '',
  approverId: risk.treatment?.type === 'accept' ? (risk.treatment.approver?.id ?? '') : '',
  expiresOn: risk.treatment?.type === 'accept' ? risk.treatment.expiresOn : '',
  transferTo: risk.treatment?.type === 'transfer' ? risk.treatment.to : '',
  avoidHow: risk.treatment?.type === 'avoid' ? risk.treatment.how : '',
  reviewOn: risk.reviewOn,
  status: risk.status,
});

/**
 * What the form refuses before sending, in the words beside each field; the server checks the same and more (that
 * people and tasks are the organisation's). `acceptanceUnchanged`: an acceptance already given may have lapsed.
 */
export const validateRiskDraft = (draft: RiskDraft, today: string, acceptanceUnchanged = false): RiskDraftErrors => {
  const errors: RiskDraftErrors = {};
  if (!draft.title.trim()) errors.title = text.required(text.title);
  if (!draft.ownerId) errors.ownerId = text.required(text.owner);
  if (!draft.reviewOn) errors.reviewOn = text.required(text.reviewOn);
  if (draft.residualLikelihood * draft.residualImpact > draft.inherentLikelihood * draft.inherentImpact) {
    errors.residualLikelihood = text.residualAboveInherent;
  }
  if (draft.treatment === 'mitigate' && draft.controls.length + draft.taskIds.length === 0) {
    errors.treatment = text.mitigateNeedsLink;
  }
  if (draft.treatment === 'accept') {
    if (!draft.approverId) errors.approverId = text.required(text.approver);
    if (!draft.expiresOn) errors.expiresOn = text.required(text.expiresOn);
    else if (!acceptanceUnchanged && draft.expiresOn <= today) errors.expiresOn = text.expiryNotFuture;
  }
  if (draft.treatment === 'transfer' && !draft.transferTo.trim()) errors.transferTo = text.required(text.transferTo);
  if (draft.treatment === 'avoid' && !draft.avoidHow.trim()) errors.avoidHow = text.required(text.avoidHow);
  return errors;
};

const treatmentOf = (draft: RiskDraft): RiskBody['treatment'] => {
  switch (draft.treatment) {
    case 'mitigate':
      return { type: 'mitigate' };
    case 'accept':
      return { type: 'accept', approverId: draft.approverId, expiresOn: draft.expiresOn };
    case 'transfer':
      return { type: 'transfer', to: draft.transferTo.trim() };
    case 'avoid':
      return { type: 'avoid', how: draft.avoidHow.trim() };
    default:
      return null;
  }
};

export const bodyOf = (draft: RiskDraft): RiskBody => ({
  title: draft.title.trim(),
  description: draft.description.trim(),
  category: draft.category,
  ownerId: draft.ownerId,
  controls: draft.controls,
  taskIds: draft.taskIds,
  inherent: { likelihood: draft.inherentLikelihood, impact: draft.inherentImpact },
  residual: { likelihood: draft.residualLikelihood, impact: draft.residualImpact },
  treatment: treatmentOf(draft),
  reviewOn: draft.reviewOn,
  status: draft.status,
});
