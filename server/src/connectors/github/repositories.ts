import { readReviewRequirement, type ReviewRequirement } from './branchReview';
import type { GithubRequest } from './client';
import { type GithubNeed, whenNotFound } from './errors';

type ScanningStatus = 'enabled' | 'disabled' | 'unknown';

type DeployKey = { title: string; readOnly: boolean; createdAt: string };

export type RepositoryPosture = {
  repository: string;
  defaultBranch: string;
  review: ReviewRequirement;
  dependabotAlerts: boolean;
  secretScanning: ScanningStatus;
  pushProtection: ScanningStatus;
  deployKeys: DeployKey[];
};

type Repository = Awaited<ReturnType<typeof listActiveRepositories>>[number];

/** Archived and disabled repositories take no changes, so their settings put nothing at risk. */
export const listActiveRepositories = async (request: GithubRequest, organization: string) => {
  const repositories = await request({ resource: `the repositories of ${organization}`, scope: 'repo' }, (client) =>
    client.paginate(client.rest.repos.listForOrg, { org: organization, type: 'all', per_page: 100 }),
  );
  return repositories.filter((repository) => !repository.archived && !repository.disabled);
};

export const readRepositoryPosture = async (
  request: GithubRequest,
  repository: Repository,
): Promise<RepositoryPosture> => {
  const owner = repository.owner.login;
  const repo = repository.name;
  const defaultBranch = repository.default_branch ?? 'main';
  const need: GithubNeed = { resource: `the settings of ${repository.full_name} as its admin`, scope: 'repo' };
  const review = await readReviewRequirement(request, { owner, repo, branch: defaultBranch }, need);
  const dependabotAlerts = await request(need, (client) =>
    client.rest.repos.checkVulnerabilityAlerts({ owner, repo }).then(() => true, whenNotFound(false)),
  );
  const keys = await request(need, (client) =>
    client.paginate(client.rest.repos.listDeployKeys, { owner, repo, per_page: 100 }),
  );
  const analysis = repository.security_and_analysis;
  return {
    repository: repository.full_name,
    defaultBranch,
    review,
    dependabotAlerts,
    secretScanning: analysis?.secret_scanning?.status ?? 'unknown',
    pushProtection: analysis?.secret_scanning_push_protection?.status ?? 'unknown',
    deployKeys: keys.map((key) => ({ title: key.title, readOnly: key.read_only, createdAt: key.created_at })),
  };
};
