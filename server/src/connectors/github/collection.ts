import type { Collection } from '../connector';
import { collectionOf, type Fact, share } from '../facts';
import type { OrganizationFacts } from './organization';
import type { RepositoryPosture } from './repositories';

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
      assets: repositories.map(({ repository, defaultBranch }) => ({
        kind: 'repository',
        externalId: repository,
        name: repository,
        detail: { organization: organization.login, defaultBranch },
      })),
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
): Collection => collectionOf(facts(organization, repositories), collectedAt);
