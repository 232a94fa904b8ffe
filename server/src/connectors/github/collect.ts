import type { Collection, ConnectorOptions } from '../connector';
import { githubRequester } from './client';
import { githubCollection } from './collection';
import type { GithubCredentials } from './credentials';
import { readOrganization } from './organization';
import { listActiveRepositories, readRepositoryPosture, type RepositoryPosture } from './repositories';

export const collectGithub = async (credentials: GithubCredentials, options: ConnectorOptions): Promise<Collection> => {
  const collectedAt = options.now();
  const { organization } = credentials;
  const request = githubRequester(credentials, options);
  const facts = await readOrganization(request, organization);
  const repositories = await listActiveRepositories(request, organization);
  const postures: RepositoryPosture[] = [];
  // One request at a time, as GitHub asks of integrations to keep clear of its secondary rate limits.
  for (const repository of repositories) postures.push(await readRepositoryPosture(request, repository));
  return githubCollection(facts, postures, collectedAt);
};
