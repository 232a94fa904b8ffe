export type SandboxRepository = {
  name: string;
  archived?: boolean;
  /** Classic branch protection on the default branch, with the approvals it requires. */
  protectionApprovals?: number;
  /** An organization ruleset's pull request rule on the default branch. */
  rulesetApprovals?: number;
  dependabotAlerts: boolean;
  secretScanning: 'enabled' | 'disabled';
  deployKeys?: { title: string; readOnly: boolean }[];
};

export type SandboxOrganization = {
  login: string;
  twoFactorRequired: boolean;
  /** Every member, owners included, as GitHub lists them. */
  members: string[];
  owners: string[];
  outsideCollaborators: string[];
  repositories: SandboxRepository[];
};

export const sandboxOrganizationLogin = 'acme-cloud';

const people = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${String(index + 1).padStart(2, '0')}`);

const hardened = (name: string): SandboxRepository => ({
  name,
  protectionApprovals: 1,
  dependabotAlerts: true,
  secretScanning: 'enabled',
  deployKeys: [{ title: 'ci-checkout', readOnly: true }],
});

// An archived repository takes no changes: its settings must not count for or against the organization.
const archivedLegacy: SandboxRepository = {
  name: 'legacy-monolith',
  archived: true,
  dependabotAlerts: false,
  secretScanning: 'disabled',
  deployKeys: [{ title: 'old-deploy', readOnly: false }],
};

/** Well configured: 2FA required, two owners, every active repository reviewed, scanned and read-only to keys. */
export const goodOrganization: SandboxOrganization = {
  login: sandboxOrganizationLogin,
  twoFactorRequired: true,
  members: ['ada-owner', 'grace-owner', ...people('engineer', 10)],
  owners: ['ada-owner', 'grace-owner'],
  outsideCollaborators: ['contractor-design'],
  repositories: [
    hardened('api'),
    { ...hardened('web'), protectionApprovals: undefined, rulesetApprovals: 2 },
    hardened('mobile'),
    { ...hardened('infrastructure'), deployKeys: [] },
    archivedLegacy,
  ],
};

/**
 * A realistic drifted posture, over more than one page of repositories: 2FA not required, six owners, three
 * repositories whose default branch takes unreviewed changes (one requires a pull request but no approval), two
 * without secret scanning, one without Dependabot alerts and one deploy key that can push.
 */
export const misconfiguredOrganization: SandboxOrganization = {
  login: sandboxOrganizationLogin,
  twoFactorRequired: false,
  members: ['ada-owner', 'grace-owner', 'cto', 'vp-eng', 'founder', 'ops-lead', ...people('engineer', 34)],
  owners: ['ada-owner', 'grace-owner', 'cto', 'vp-eng', 'founder', 'ops-lead'],
  outsideCollaborators: ['contractor-design', 'agency-dev', 'auditor-readonly'],
  repositories: [
    hardened('api'),
    { ...hardened('web'), protectionApprovals: undefined, rulesetApprovals: 1 },
    {
      ...hardened('infrastructure'),
      protectionApprovals: undefined,
      deployKeys: [{ title: 'terraform-apply', readOnly: false }],
    },
    { ...hardened('data-pipeline'), protectionApprovals: 0, secretScanning: 'disabled' },
    {
      ...hardened('marketing-site'),
      protectionApprovals: undefined,
      dependabotAlerts: false,
      secretScanning: 'disabled',
    },
    ...people('service', 100).map(hardened),
    archivedLegacy,
  ],
};
