import { findPolicyTemplate, type PolicyTemplate } from './library';
import type { PolicyRow } from './repository';

/** What a policy's screens read from where it came from: a library template, or the member's own file. */
export type PolicyOrigin = Pick<PolicyTemplate, 'id' | 'summary' | 'controls'>;

// An imported policy helps no control until someone maps it: the checks count only what the library proves.
const noControls: PolicyOrigin['controls'] = { SOC2: [], ISO27001: [], HIPAA: [], GDPR: [] };

/** Imported policies are keyed apart from the library's templates, one key each, so any number can be imported. */
export const importedPolicyKey = (policyId: string) => `imported-${policyId}`;

const importedSummary = (fileName: string) => `Imported from ${fileName}`;

export const findPolicyOrigin = (policy: PolicyRow): PolicyOrigin | undefined =>
  policy.imported_from === null
    ? findPolicyTemplate(policy.template_id)
    : { id: policy.template_id, summary: importedSummary(policy.imported_from), controls: noControls };
