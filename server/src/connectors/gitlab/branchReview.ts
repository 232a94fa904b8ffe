import { type ProviderCall, type ProviderNeed, whenNotFound } from '../providerApi';
import { listAll, segment } from './client';

type AccessLevelResponse = {
  access_level: number | null;
  access_level_description: string;
  user_id?: number | null;
  group_id?: number | null;
  deploy_key_id?: number | null;
};

type ProtectedBranchResponse = { push_access_levels: AccessLevelResponse[]; allow_force_push: boolean };

type ApprovalsResponse = { approvals_before_merge?: number | null; merge_requests_author_approval: boolean };

type ApprovalRuleResponse = {
  rule_type: string;
  approvals_required: number;
  applies_to_all_protected_branches?: boolean;
  protected_branches?: { name: string }[];
};

export type BranchReview = {
  protected: boolean;
  /** Who may push to the branch without a merge request: empty when GitLab's "No one" is the only entry. */
  directPushAllowedTo: string[];
  forcePushAllowed: boolean;
  requiredApprovals: number;
};

export type ProjectBranch = { id: number; path: string; defaultBranch: string };

// Report approver rules ask for approval only when a scan or coverage report says so: not a review of every change.
const reviewRuleTypes = new Set(['regular', 'any_approver']);

const noOne = (level: AccessLevelResponse) =>
  level.access_level === 0 && !level.user_id && !level.group_id && !level.deploy_key_id;

// A rule without protected branches applies to every branch.
const appliesTo = (rule: ApprovalRuleResponse, branch: string) =>
  rule.applies_to_all_protected_branches === true ||
  (rule.protected_branches ?? []).length === 0 ||
  (rule.protected_branches ?? []).some(({ name }) => name === branch);

/**
 * How the default branch takes changes: its protection (404 when it has none) and the approvals its merge requests
 * need, from the project's approval settings and rules (404 on GitLab editions without approvals).
 */
export const readBranchReview = async (
  call: ProviderCall,
  { id, path, defaultBranch }: ProjectBranch,
  need: ProviderNeed,
): Promise<{ review: BranchReview; authorCanApprove: boolean }> => {
  const protection = await call<ProtectedBranchResponse>(
    { resource: `protection of branch ${defaultBranch} of ${path}`, permission: need.permission },
    `/projects/${id}/protected_branches/${segment(defaultBranch)}`,
  ).then(({ body }) => body, whenNotFound(null));
  const approvals = await call<ApprovalsResponse>(need, `/projects/${id}/approvals`).then(
    ({ body }) => body,
    whenNotFound(null),
  );
  const rules = await listAll<ApprovalRuleResponse>(call, need, `/projects/${id}/approval_rules`).catch(
    whenNotFound([]),
  );
  const ruleApprovals = rules
    .filter((rule) => reviewRuleTypes.has(rule.rule_type) && appliesTo(rule, defaultBranch))
    .map((rule) => rule.approvals_required);
  return {
    review: {
      protected: protection !== null,
      directPushAllowedTo: (protection?.push_access_levels ?? [])
        .filter((level) => !noOne(level))
        .map((level) => level.access_level_description),
      forcePushAllowed: protection?.allow_force_push ?? false,
      requiredApprovals: Math.max(0, approvals?.approvals_before_merge ?? 0, ...ruleApprovals),
    },
    // Where approvals do not exist, no one approves anything, the author included.
    authorCanApprove: approvals?.merge_requests_author_approval ?? false,
  };
};

export const isReviewed = (review: BranchReview): boolean =>
  review.protected && review.directPushAllowedTo.length === 0 && review.requiredApprovals > 0;
