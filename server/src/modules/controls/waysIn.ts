import type { WayIn } from '@/contracts/controlSettings';
import { type CheckId, checks, isOrganisationCheckId } from '../../frameworks/checks';
import { measuredByIntegrations } from '../../frameworks/checks/attestationQuestions';
import { evidenceBackedChecks } from '../evidence';

/**
 * How a check can be met from the product, in the order to prefer: an integration that measures it, a document of
 * the kinds that prove it, an attestation with its evidence (the organisation's own checks only).
 */
export const waysIn = (checkId: CheckId): WayIn[] => {
  const integrations =
    checks[checkId].integrations ?? (isOrganisationCheckId(checkId) ? measuredByIntegrations[checkId] : undefined);
  const proof = evidenceBackedChecks[checkId];
  return [
    ...(integrations ? [{ kind: 'integration' as const, integrations: [...integrations] }] : []),
    ...(proof ? [{ kind: 'document' as const, categories: [...proof.categories], hint: proof.hint }] : []),
    ...(isOrganisationCheckId(checkId) ? [{ kind: 'attestation' as const }] : []),
  ];
};
