import type { SandboxOrganization, SandboxRepository } from './githubOrganizations';

// GitHub's JSON for the fields the connector reads, with enough of the rest to look like the real answers.

const idOf = (text: string): number => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1e8, 7);

export const userShape = (apiUrl: string, login: string) => ({
  login,
  id: idOf(login),
  node_id: `U_${idOf(login)}`,
  url: `${apiUrl}/users/${login}`,
  html_url: `https://github.com/${login}`,
  type: 'User',
  site_admin: false,
});

export const organizationShape = (apiUrl: string, organization: SandboxOrganization) => ({
  login: organization.login,
  id: idOf(organization.login),
  node_id: `O_${idOf(organization.login)}`,
  url: `${apiUrl}/orgs/${organization.login}`,
  repos_url: `${apiUrl}/orgs/${organization.login}/repos`,
  html_url: `https://github.com/${organization.login}`,
  name: 'Acme Robotics',
  type: 'Organization',
  total_private_repos: organization.repositories.length,
  two_factor_requirement_enabled: organization.twoFactorRequired,
  members_can_create_public_repositories: false,
});

const status = (enabled: boolean) => ({ status: enabled ? 'enabled' : 'disabled' });

export const repositoryShape = (apiUrl: string, organization: string, repository: SandboxRepository) => ({
  id: idOf(`${organization}/${repository.name}`),
  name: repository.name,
  full_name: `${organization}/${repository.name}`,
  private: true,
  visibility: 'private',
  owner: { login: organization, id: idOf(organization), type: 'Organization' },
  url: `${apiUrl}/repos/${organization}/${repository.name}`,
  html_url: `https://github.com/${organization}/${repository.name}`,
  fork: false,
  archived: repository.archived ?? false,
  disabled: false,
  default_branch: 'main',
  security_and_analysis: {
    advanced_security: status(true),
    dependabot_security_updates: status(repository.dependabotAlerts),
    secret_scanning: status(repository.secretScanning === 'enabled'),
    secret_scanning_push_protection: status(repository.secretScanning === 'enabled'),
  },
});

export const branchProtectionShape = (branchUrl: string, approvals: number) => ({
  url: `${branchUrl}/protection`,
  required_pull_request_reviews: {
    url: `${branchUrl}/protection/required_pull_request_reviews`,
    dismiss_stale_reviews: true,
    require_code_owner_reviews: false,
    require_last_push_approval: false,
    required_approving_review_count: approvals,
  },
  enforce_admins: { url: `${branchUrl}/protection/enforce_admins`, enabled: true },
  allow_force_pushes: { enabled: false },
  allow_deletions: { enabled: false },
});

export const pullRequestRuleShape = (organization: string, approvals: number) => ({
  type: 'pull_request',
  parameters: {
    required_approving_review_count: approvals,
    dismiss_stale_reviews_on_push: true,
    require_code_owner_review: false,
    require_last_push_approval: false,
    required_review_thread_resolution: false,
  },
  ruleset_source_type: 'Organization',
  ruleset_source: organization,
  ruleset_id: idOf(`${organization}-default-branch`),
});

export const deployKeyShape = (repositoryUrl: string, key: { title: string; readOnly: boolean }) => ({
  id: idOf(`${repositoryUrl}/${key.title}`),
  key: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${idOf(key.title)}`,
  url: `${repositoryUrl}/keys/${idOf(key.title)}`,
  title: key.title,
  verified: true,
  created_at: '2025-03-14T09:26:53Z',
  read_only: key.readOnly,
  added_by: 'ada-owner',
  last_used: '2026-05-30T17:02:11Z',
});

export const githubError = (status: number, message: string, documentationUrl = 'https://docs.github.com/rest') => ({
  message,
  documentation_url: documentationUrl,
  status: String(status),
});
