import type { PolicyAssignment } from '@/contracts/policies';
import type { Db } from '../../db/database';
import { acceptanceShare, acceptedMemberIds, listRequiredMembers } from './acceptance';
import { everyMember, readPolicyAssignment, readPolicyAssignments } from './assignmentRepository';
import { findPolicyOrigin } from './policyOrigin';
import { findPolicyRow, listPolicyRows, listVersionRows, type PolicyRow, type PolicyVersionRow } from './repository';
import { isPublished, type PolicyParts, type PublishedVersion } from './toPolicy';

export type LoadedPolicy = PolicyParts & {
  versions: PolicyVersionRow[];
  published: PublishedVersion[];
  acceptedIds: Set<string>;
  assignment: PolicyAssignment;
  /** The members who must accept the version in force; none while nothing is in force. */
  requiredIds: Set<string>;
};

const assemble = async (
  db: Db,
  policy: PolicyRow,
  versions: PolicyVersionRow[],
  assignment: PolicyAssignment,
): Promise<LoadedPolicy | null> => {
  const template = findPolicyOrigin(policy);
  if (!template) return null;
  const published = versions.filter(isPublished);
  const current = published[0];
  const acceptedIds = current
    ? await acceptedMemberIds(db, policy.organization_id, versions, current)
    : new Set<string>();
  const required = current ? await listRequiredMembers(db, policy.organization_id, assignment) : [];
  return {
    policy,
    template,
    versions,
    published,
    draft: versions.find((row) => row.state === 'draft'),
    current,
    acceptedIds,
    assignment,
    requiredIds: new Set(required.map((member) => member.id)),
    acceptance: current ? acceptanceShare(acceptedIds, required) : null,
  };
};

export const loadPolicy = async (db: Db, organizationId: string, policyId: string): Promise<LoadedPolicy | null> => {
  const policy = await findPolicyRow(db, organizationId, policyId);
  if (!policy) return null;
  const versions = await listVersionRows(db, organizationId, policyId);
  return assemble(db, policy, versions, await readPolicyAssignment(db, organizationId, policyId));
};

export const loadPolicies = async (db: Db, organizationId: string): Promise<LoadedPolicy[]> => {
  const [policies, versions, assignments] = await Promise.all([
    listPolicyRows(db, organizationId),
    listVersionRows(db, organizationId),
    readPolicyAssignments(db, organizationId),
  ]);
  const loaded: LoadedPolicy[] = [];
  for (const policy of policies) {
    const parts = await assemble(
      db,
      policy,
      versions.filter((row) => row.policy_id === policy.id),
      assignments.get(policy.id) ?? everyMember,
    );
    if (parts) loaded.push(parts);
  }
  return loaded;
};
