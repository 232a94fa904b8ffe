import type { CheckId } from '../../frameworks/checks';
import type { Collection } from '../connector';
import type { OrganizationFacts } from './organization';
import type { RepositoryPosture } from './repositories';

// Evidence outlives a few failed daily syncs, then lapses so that a stale fact is never shown as current.
const observationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

type Fact = { check: CheckId; value: unknown; data: Record<string, unknown> };

const share = (repositories: RepositoryPosture[], isCompliant: (repository: RepositoryPosture) => boolean) => ({
  compliant: repositories.filter(isCompliant).length,
  total: repositories.length,
});

const facts = (organization: OrganizationFacts, repositories: RepositoryPosture[]): Fact[] => {
  const people = organization.members.length + organization.outsideCollaborators.length;
  const deployKeys = repositories.flatMap(({ repository, deployKeys }) =>
    deployKeys.map((key) => ({ repository, ...key })),
  );
  return [
    {
      // The requirement covers outside collaborators too; without it no one's second factor is enforced.
      check: 'mfa.enforced',
      value: { compliant: organization.twoFactorRequired ? people : 0, total: people },
      data: {
        organization: organization.login,
        twoFactorRequirementEnabled: organization.twoFactorRequired,
        members: organization.members,
        outsideCollaborators: organization.outsideCollaborators,
      },
    },
    {
      check: 'sourceControl.ownerCount',
      value: organization.owners.length,
      data: { organization: organization.login, owners: organization.owners },
    },
    {
      check: 'sourceControl.branchProtection',
      value: share(repositories, ({ review }) => review.requiredApprovals > 0),
      data: {
        repositories: repositories.map(({ repository, defaultBranch, review }) => ({
          repository,
          defaultBranch,
          ...review,
        })),
      },
    },
    {
      check: 'secureDevelopment.scanning',
      value: repositories.every(({ dependabotAlerts }) => dependabotAlerts),
      data: {
        repositories: repositories.map(({ repository, dependabotAlerts }) => ({ repository, dependabotAlerts })),
      },
    },
    {
      check: 'sourceControl.secretScanning',
      value: share(repositories, ({ secretScanning }) => secretScanning === 'enabled'),
      data: {
        repositories: repositories.map(({ repository, secretScanning, pushProtection }) => ({
          repository,
          secretScanning,
          pushProtection,
        })),
      },
    },
    {
      check: 'sourceControl.writeDeployKeys',
      value: deployKeys.filter((key) => !key.readOnly).length,
      data: { deployKeys },
    },
  ];
};

export const githubCollection = (
  organization: OrganizationFacts,
  repositories: RepositoryPosture[],
  collectedAt: Date,
): Collection => {
  const at = collectedAt.toISOString();
  const expiresAt = new Date(collectedAt.getTime() + observationLifetimeMs).toISOString();
  const collected = facts(organization, repositories);
  return {
    signals: collected.map(({ check, value }) => ({ key: check, value, observedAt: at })),
    observations: collected.map(({ check, data }) => ({ check, collectedAt: at, expiresAt, data })),
  };
};
