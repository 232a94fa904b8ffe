import { ALL } from '@/components/FilterSelect';
import type { EvidenceQuery } from '@/features/evidence/types';

/** The list's query string (contract): only what is set, the linked control as `framework` and `control`. */
export const evidenceQueryParams = ({ category, status, confidentiality, search, control }: EvidenceQuery) => ({
  ...(category !== ALL && { category }),
  ...(status !== ALL && { status }),
  ...(confidentiality !== ALL && { confidentiality }),
  ...(search.trim() !== '' && { search: search.trim() }),
  ...(control && { framework: control.framework, control: control.controlId }),
});
