import {
  developer,
  hardened,
  owner,
  people,
  type SandboxGroup,
  type SandboxMember,
  type SandboxProject,
} from './sandboxGroup';

export const sandboxGroupPath = 'acme-cloud';

// The bot behind the token Securo connects with, and a former engineer: neither counts among the people.
const nonPeople: SandboxMember[] = [
  { username: 'group_4242_bot_5f0e9a2c4d1b7e36', accessLevel: owner },
  { username: 'former-engineer', accessLevel: developer, state: 'blocked' },
];

// Archived: read-only, so its settings count neither for nor against the group.
const archivedLegacy: SandboxProject = {
  name: 'legacy-monolith',
  visibility: 'public',
  archived: true,
  requiredApprovals: 0,
  authorApproval: true,
  secretPushProtection: false,
  deployKeys: [{ title: 'old-deploy', canPush: true }],
};

const emptyProject = (name: string): SandboxProject => ({
  ...hardened(name),
  empty: true,
  ciConfig: undefined,
  deployKeys: [],
});

/** Well configured: 2FA required, two owners, every project reviewed, scanned, private, and tokens that expire. */
export const goodGroup: SandboxGroup = {
  id: 4242,
  path: sandboxGroupPath,
  name: 'Acme Cloud',
  requireTwoFactor: true,
  members: [
    { username: 'ada-owner', accessLevel: owner },
    { username: 'grace-owner', accessLevel: owner },
    ...people('engineer', 10),
    ...nonPeople,
  ],
  tokens: [
    { name: 'securo-compliance', scopes: ['read_api'], accessLevel: owner, expiresInDays: 300 },
    { name: 'release-bot', scopes: ['api'], accessLevel: 40, expiresInDays: 90 },
  ],
  projects: [
    hardened('api', 'platform'),
    {
      ...hardened('web', 'platform'),
      requiredApprovals: 2,
      ciConfig: `include:\n  - component: gitlab.com/components/sast/sast@2.1.0\n  - component: gitlab.com/components/dependency-scanning/main@0.9.0\n  - component: gitlab.com/components/secret-detection/secret-detection@1.1.2\n`,
    },
    { ...hardened('mobile'), ciConfig: undefined, autoDevOps: true, secretPushProtection: true },
    { ...hardened('infrastructure'), deployKeys: [] },
    archivedLegacy,
    emptyProject('docs-drafts'),
  ],
};

/**
 * A drifted posture over two pages of projects: 2FA not required, six owners, three projects whose default branch
 * takes unreviewed changes, two without security scans or secret detection, two public projects, two where authors
 * approve their own merge requests, a deploy key that can push and two long-lived tokens.
 */
export const misconfiguredGroup: SandboxGroup = {
  ...goodGroup,
  requireTwoFactor: false,
  members: [
    ...['ada-owner', 'grace-owner', 'cto', 'vp-eng', 'founder', 'ops-lead'].map((username) => ({
      username,
      accessLevel: owner,
    })),
    ...people('engineer', 34),
    ...people('contractor', 3, 20),
    ...nonPeople,
  ],
  tokens: [
    goodGroup.tokens[0],
    { name: 'terraform-ci', scopes: ['api'], accessLevel: 40, expiresInDays: null },
    { name: 'deploy-bot', scopes: ['write_repository'], accessLevel: 30, expiresInDays: 700 },
    { name: 'old-ci', scopes: ['api'], accessLevel: 40, expiresInDays: null, revoked: true },
  ],
  projects: [
    hardened('api', 'platform'),
    { ...hardened('web', 'platform'), pushAccess: 'Maintainers', authorApproval: true },
    {
      ...hardened('infrastructure'),
      authorApproval: true,
      secretPushProtection: true,
      ciConfig:
        'include:\n  - template: Security/SAST.gitlab-ci.yml\n  - template: Security/Dependency-Scanning.gitlab-ci.yml\n',
      deployKeys: [{ title: 'terraform-apply', canPush: true }],
    },
    { ...hardened('data-pipeline'), pushAccess: undefined, requiredApprovals: 0, ciConfig: undefined },
    {
      ...hardened('marketing-site'),
      visibility: 'public',
      requiredApprovals: 0,
      ciConfig:
        'include:\n  - template: Jobs/SAST.gitlab-ci.yml\n  # - template: Jobs/Secret-Detection.gitlab-ci.yml\n',
    },
    { ...hardened('sdk-examples'), visibility: 'public' },
    ...Array.from({ length: 100 }, (_, index) => hardened(`service-${String(index + 1).padStart(3, '0')}`, 'services')),
    archivedLegacy,
    emptyProject('sandbox-empty'),
  ],
};
