import type { Collection } from '../connector';
import { collectionOf, type Fact, share } from '../facts';
import type { AccessToken } from './accessTokens';
import { isReviewed } from './branchReview';
import type { GroupFacts } from './group';
import { runsSecurityScans } from './pipelineScans';
import type { Project, ProjectPosture } from './projects';

export type GitlabFacts = { group: GroupFacts; tokens: AccessToken[]; projects: Project[]; postures: ProjectPosture[] };

const pathsWith = (projects: Project[], visibility: Project['visibility']) =>
  projects.filter((project) => project.visibility === visibility).map((project) => project.path);

const facts = ({ group, tokens, projects, postures }: GitlabFacts): Fact[] => {
  const people = group.members.length;
  const scans = postures.map(({ project, pipeline }) => ({ project, ...pipeline }));
  const deployKeys = postures.flatMap(({ project, deployKeys: keys }) => keys.map((key) => ({ project, ...key })));
  const publicProjects = pathsWith(projects, 'public');
  return [
    {
      // GitLab shows no one's own second factor to a group token: the group's requirement is what is enforced.
      check: 'mfa.enforced',
      value: { compliant: group.twoFactorRequired ? people : 0, total: people },
      data: {
        group: group.path,
        requireTwoFactorAuthentication: group.twoFactorRequired,
        twoFactorGracePeriodHours: group.twoFactorGracePeriodHours,
        members: group.members,
      },
    },
    {
      check: 'sourceControl.ownerCount',
      value: group.owners.length,
      data: { group: group.path, owners: group.owners },
    },
    {
      check: 'sourceControl.branchProtection',
      value: share(postures, ({ review }) => isReviewed(review)),
      data: { projects: postures.map(({ project, defaultBranch, review }) => ({ project, defaultBranch, ...review })) },
    },
    {
      check: 'secureDevelopment.scanning',
      value: postures.every(({ pipeline }) => runsSecurityScans(pipeline)),
      data: { projects: scans },
    },
    {
      check: 'sourceControl.secretScanning',
      value: share(postures, ({ secretPushProtection, pipeline }) => secretPushProtection || pipeline.secretDetection),
      data: {
        projects: postures.map(({ project, secretPushProtection, pipeline }) => ({
          project,
          secretPushProtection,
          secretDetectionInPipeline: pipeline.secretDetection,
        })),
      },
    },
    {
      check: 'sourceControl.writeDeployKeys',
      value: deployKeys.filter((key) => key.canPush).length,
      data: { deployKeys },
    },
    {
      check: 'gitlab.pipelineSecurityScans',
      value: share(postures, ({ pipeline }) => runsSecurityScans(pipeline)),
      data: { projects: scans },
    },
    {
      check: 'gitlab.publicProjects',
      value: publicProjects.length,
      data: { publicProjects, internalProjects: pathsWith(projects, 'internal') },
      assets: projects.map(({ id, path, visibility, defaultBranch }) => ({
        kind: 'repository',
        externalId: String(id),
        name: path,
        detail: { group: group.path, visibility, defaultBranch },
      })),
    },
    {
      check: 'gitlab.mergeRequestAuthorApproval',
      value: share(postures, ({ authorCanApprove }) => !authorCanApprove),
      data: { projects: postures.map(({ project, authorCanApprove }) => ({ project, authorCanApprove })) },
    },
    {
      check: 'gitlab.accessTokenExpiry',
      value: tokens.filter((token) => token.longLived).length,
      data: { group: group.path, tokens },
    },
  ];
};

export const gitlabCollection = (gitlab: GitlabFacts, collectedAt: Date): Collection =>
  collectionOf(facts(gitlab), collectedAt);
