import { type Fact, share } from '../facts';
import { type GcpClient, gcpNeed } from './client';

/** The guardrails Google enforces by default in organizations created since 2024 ("secure by default"). */
export const guardrailConstraints = [
  'constraints/iam.disableServiceAccountKeyCreation',
  'constraints/storage.uniformBucketLevelAccess',
  'constraints/storage.publicAccessPrevention',
  'constraints/compute.requireOsLogin',
] as const;

type OrgPolicy = { constraint: string; booleanPolicy?: { enforced?: boolean }; updateTime?: string };

export type ConstraintState = { constraint: string; enforced: boolean };

/**
 * The effective policy of each guardrail on the project, inherited from its folders and organization. Resource
 * Manager v1 rather than the Org Policy v2 API, whose read method takes the full cloud-platform scope.
 */
export const readGuardrails = async (client: GcpClient): Promise<ConstraintState[]> => {
  const states: ConstraintState[] = [];
  for (const constraint of guardrailConstraints) {
    const policy = await client.call<OrgPolicy>(
      'cloudresourcemanager',
      gcpNeed(`the organization policies of project ${client.projectId}`, 'orgpolicy.policy.get'),
      `/v1/projects/${client.projectId}:getEffectiveOrgPolicy`,
      { method: 'POST', body: { constraint } },
    );
    // A boolean constraint nobody set has an empty booleanPolicy: it is not enforced.
    states.push({ constraint, enforced: policy.booleanPolicy?.enforced === true });
  }
  return states;
};

export const isEnforced = (states: ConstraintState[], constraint: (typeof guardrailConstraints)[number]) =>
  states.some((state) => state.constraint === constraint && state.enforced);

export const orgPolicyFacts = (projectId: string, states: ConstraintState[]): Fact[] => [
  {
    check: 'gcp.orgPolicyConstraints',
    value: share(states, (state) => state.enforced),
    data: { project: projectId, constraints: states },
  },
];
