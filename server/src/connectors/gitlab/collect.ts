import type { Collection, ConnectorOptions } from '../connector';
import { readAccessTokens } from './accessTokens';
import { gitlabCall } from './client';
import { gitlabCollection } from './collection';
import type { GitlabCredentials } from './credentials';
import { readGroup } from './group';
import { listActiveProjects, type ProjectPosture, readProjectPosture } from './projects';

export const collectGitlab = async (credentials: GitlabCredentials, options: ConnectorOptions): Promise<Collection> => {
  const collectedAt = options.now();
  const call = gitlabCall(credentials, options);
  const group = await readGroup(call, credentials.group);
  const tokens = await readAccessTokens(call, group, collectedAt);
  const projects = await listActiveProjects(call, group);
  const postures: ProjectPosture[] = [];
  // One project at a time keeps clear of GitLab's per-user request limits. A project without a default branch has
  // an empty repository: no code to protect or scan yet.
  for (const project of projects) {
    const { defaultBranch } = project;
    if (defaultBranch) postures.push(await readProjectPosture(call, { ...project, defaultBranch }));
  }
  return gitlabCollection({ group, tokens, projects, postures }, collectedAt);
};
