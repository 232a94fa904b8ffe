import type { PushAccess, SandboxGroup, SandboxProject } from './sandboxGroup';
import { idOf, namespaceOf, pathOf, webUrl } from './gitlabShapes';

// GitLab's JSON for a project and the settings of it the connector reads.

const defaultBranch = 'main';

export const projectShape = (group: SandboxGroup, project: SandboxProject, id: number) => ({
  id,
  name: project.name,
  path: project.name,
  path_with_namespace: pathOf(group, project),
  description: null,
  default_branch: project.empty ? null : defaultBranch,
  visibility: project.visibility,
  archived: project.archived ?? false,
  empty_repo: project.empty ?? false,
  web_url: `${webUrl}/${pathOf(group, project)}`,
  namespace: { id: idOf(namespaceOf(group, project)), kind: 'group', full_path: namespaceOf(group, project) },
  created_at: '2024-01-15T12:00:00.000Z',
  last_activity_at: '2026-06-28T16:45:12.000Z',
});

export const projectDetailShape = (group: SandboxGroup, project: SandboxProject, id: number) => ({
  ...projectShape(group, project, id),
  ci_config_path: '',
  auto_devops_enabled: project.autoDevOps ?? false,
  merge_method: 'merge',
  only_allow_merge_if_pipeline_succeeds: true,
  secret_push_protection_enabled: project.secretPushProtection,
  pre_receive_secret_detection_enabled: project.secretPushProtection,
});

const accessLevels: Record<PushAccess, number> = { 'No one': 0, Maintainers: 40, 'Developers + Maintainers': 30 };

const accessLevelShape = (description: PushAccess, id: number) => ({
  id,
  access_level: accessLevels[description],
  access_level_description: description,
  deploy_key_id: null,
  user_id: null,
  group_id: null,
});

export const protectedBranchShape = (pushAccess: PushAccess, id: number) => ({
  id,
  name: defaultBranch,
  push_access_levels: [accessLevelShape(pushAccess, id * 10 + 1)],
  merge_access_levels: [accessLevelShape('Maintainers', id * 10 + 2)],
  unprotect_access_levels: [],
  allow_force_push: false,
  code_owner_approval_required: false,
  inherited: false,
});

export const approvalsShape = (project: SandboxProject) => ({
  approvers: [],
  approver_groups: [],
  approvals_before_merge: 0,
  reset_approvals_on_push: true,
  selective_code_owner_removals: false,
  disable_overriding_approvers_per_merge_request: true,
  merge_requests_author_approval: project.authorApproval,
  merge_requests_disable_committers_approval: !project.authorApproval,
  require_password_to_approve: false,
});

export const approvalRuleShape = (project: SandboxProject, id: number) => ({
  id,
  name: 'All eligible users',
  rule_type: 'any_approver',
  eligible_approvers: [],
  approvals_required: project.requiredApprovals,
  users: [],
  groups: [],
  contains_hidden_groups: false,
  protected_branches: [],
  applies_to_all_protected_branches: false,
});

export const deployKeyShape = (key: { title: string; canPush: boolean }) => ({
  id: idOf(key.title),
  title: key.title,
  key: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${idOf(key.title)}`,
  fingerprint_sha256: `SHA256:${idOf(key.title)}`,
  created_at: '2025-03-14T09:26:53.000Z',
  expires_at: null,
  can_push: key.canPush,
});
