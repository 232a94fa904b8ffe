import type { Db } from '../../db/database';
import { acceptanceShare, acceptedMemberIds, listRequiredMembers } from './acceptance';
import { findPolicyTemplate } from './library';
import { findPolicyRow, listPolicyRows, listVersionRows, type PolicyRow, type PolicyVersionRow } from './repository';
import { isPublished, type PolicyParts, type PublishedVersion } from './toPolicy';

export type LoadedPolicy = PolicyParts & {
  versions: PolicyVersionRow[];
  published: PublishedVersion[];
  acceptedIds: Set<string>;
};

const assemble = async (
  db: Db,
  policy: PolicyRow,
  versions: PolicyVersionRow[],
  required: { id: string }[],
): Promise<LoadedPolicy | null> => {
  const template = findPolicyTemplate(policy.template_id);
  if (!template) return null;
  const published = versions.filter(isPublished);
  const current = published[0];
  const acceptedIds = current
    ? await acceptedMemberIds(db, policy.organization_id, versions, current)
    : new Set<string>();
  return {
    policy,
    template,
    versions,
    published,
    draft: versions.find((row) => row.state === 'draft'),
    current,
    acceptedIds,
    acceptance: current ? acceptanceShare(acceptedIds, required) : null,
  };
};

export const loadPolicy = async (db: Db, organizationId: string, policyId: string): Promise<LoadedPolicy | null> => {
  const policy = await findPolicyRow(db, organizationId, policyId);
  if (!policy) return null;
  const versions = await listVersionRows(db, organizationId, policyId);
  return assemble(db, policy, versions, await listRequiredMembers(db, organizationId));
};

export const loadPolicies = async (db: Db, organizationId: string): Promise<LoadedPolicy[]> => {
  const [policies, versions, required] = await Promise.all([
    listPolicyRows(db, organizationId),
    listVersionRows(db, organizationId),
    listRequiredMembers(db, organizationId),
  ]);
  const loaded: LoadedPolicy[] = [];
  for (const policy of policies) {
    const parts = await assemble(
      db,
      policy,
      versions.filter((row) => row.policy_id === policy.id),
      required,
    );
    if (parts) loaded.push(parts);
  }
  return loaded;
};
