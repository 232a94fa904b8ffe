// What the sandbox's group is made of, as the fake's routes and shapes read it, and its building blocks.

export type PushAccess = 'No one' | 'Maintainers' | 'Developers + Maintainers';

export type SandboxProject = {
  name: string;
  /** The subgroup it sits in, under the sandbox group. */
  subgroup?: string;
  visibility: 'private' | 'internal' | 'public';
  archived?: boolean;
  /** An empty repository has no default branch. */
  empty?: boolean;
  /** Who may push to the protected default branch; none when the branch is not protected. */
  pushAccess?: PushAccess;
  /** The approvals the project's approval rule for all branches requires. */
  requiredApprovals: number;
  authorApproval: boolean;
  secretPushProtection: boolean;
  autoDevOps?: boolean;
  /** The default branch's .gitlab-ci.yml; none when the project has no pipeline file. */
  ciConfig?: string;
  deployKeys: { title: string; canPush: boolean }[];
};

export type SandboxToken = {
  name: string;
  scopes: string[];
  accessLevel: number;
  /** Days from now until it expires; null never expires. */
  expiresInDays: number | null;
  revoked?: boolean;
};

export type SandboxMember = { username: string; accessLevel: number; state?: 'active' | 'blocked' };

export type SandboxGroup = {
  id: number;
  path: string;
  name: string;
  requireTwoFactor: boolean;
  members: SandboxMember[];
  tokens: SandboxToken[];
  projects: SandboxProject[];
};

export const owner = 50;
export const developer = 30;

export const people = (prefix: string, count: number, accessLevel = developer): SandboxMember[] =>
  Array.from({ length: count }, (_, index) => ({
    username: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    accessLevel,
  }));

const scannedPipeline = `stages: [build, test]

include:
  - template: Jobs/SAST.gitlab-ci.yml
  - template: Jobs/Dependency-Scanning.gitlab-ci.yml
  - template: Jobs/Secret-Detection.gitlab-ci.yml

build:
  stage: build
  script: npm ci && npm run build
`;

/** A project as it should be: protected, reviewed by someone else, scanned, private, with a read-only deploy key. */
export const hardened = (name: string, subgroup?: string): SandboxProject => ({
  name,
  subgroup,
  visibility: 'private',
  pushAccess: 'No one',
  requiredApprovals: 1,
  authorApproval: false,
  secretPushProtection: false,
  ciConfig: scannedPipeline,
  deployKeys: [{ title: 'ci-checkout', canPush: false }],
});
