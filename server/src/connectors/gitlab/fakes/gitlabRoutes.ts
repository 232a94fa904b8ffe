import type { FakeAnswer } from '../../fakes/fakeServer';
import type { SandboxGroup, SandboxProject } from './sandboxGroup';
import { paged } from './gitlabPaging';
import { accessTokenShape, groupShape, memberShape, pathOf } from './gitlabShapes';
import {
  approvalRuleShape,
  approvalsShape,
  deployKeyShape,
  projectDetailShape,
  projectShape,
  protectedBranchShape,
} from './gitlabProjectShapes';

const firstProjectId = 51_000;

const notFound = (what = '404 Not Found'): FakeAnswer => ({ status: 404, body: { message: what } });

const groupRoute = (group: SandboxGroup, url: URL, resource: string, now: Date): FakeAnswer => {
  switch (resource) {
    case '':
      return { status: 200, body: groupShape(group) };
    case '/members/all':
      return paged(group.members.map(memberShape), url);
    case '/access_tokens': {
      const state = url.searchParams.get('state');
      const tokens = group.tokens.filter((token) => !state || (state === 'active') === !token.revoked);
      return paged(
        tokens.map((token) => accessTokenShape(token, now)),
        url,
      );
    }
    case '/projects': {
      const subgroups = url.searchParams.get('include_subgroups') === 'true';
      const archived = url.searchParams.get('archived');
      const listed = group.projects
        .map((project, index) => ({ project, id: firstProjectId + index }))
        .filter(({ project }) => subgroups || !project.subgroup)
        .filter(({ project }) => archived === null || String(project.archived ?? false) === archived);
      return paged(
        listed.map(({ project, id }) => projectShape(group, project, id)),
        url,
      );
    }
    default:
      return notFound();
  }
};

const projectRoute = (group: SandboxGroup, project: SandboxProject, id: number, url: URL, rest: string) => {
  if (rest === '') return { status: 200, body: projectDetailShape(group, project, id) };
  if (rest === '/approvals') return { status: 200, body: approvalsShape(project) };
  if (rest === '/approval_rules') return paged([approvalRuleShape(project, id)], url);
  if (rest === '/deploy_keys') return paged(project.deployKeys.map(deployKeyShape), url);
  if (rest === '/protected_branches/main') {
    return project.pushAccess && !project.empty
      ? { status: 200, body: protectedBranchShape(project.pushAccess, id) }
      : notFound();
  }
  const file = /^\/repository\/files\/([^/]+)\/raw$/.exec(rest);
  if (file && decodeURIComponent(file[1]) === '.gitlab-ci.yml' && url.searchParams.get('ref') === 'main') {
    return project.ciConfig === undefined
      ? notFound('404 File Not Found')
      : { status: 200, body: project.ciConfig, headers: { 'content-type': 'text/plain; charset=utf-8' } };
  }
  return notFound(file ? '404 File Not Found' : undefined);
};

const findProject = (group: SandboxGroup, id: string) => {
  const index = group.projects.findIndex(
    (project, position) => String(firstProjectId + position) === id || pathOf(group, project) === id,
  );
  return index < 0 ? undefined : { project: group.projects[index], id: firstProjectId + index };
};

/** GitLab's answer to an authorised GET under /api/v4, for exactly the endpoints the connector calls. */
export const answerGitlabRequest = (group: SandboxGroup, url: URL, path: string, now: Date): FakeAnswer => {
  const groupMatch = /^\/groups\/([^/]+)(\/.*)?$/.exec(path);
  if (groupMatch) {
    const id = decodeURIComponent(groupMatch[1]);
    return id === group.path || id === String(group.id)
      ? groupRoute(group, url, groupMatch[2] ?? '', now)
      : notFound('404 Group Not Found');
  }
  const projectMatch = /^\/projects\/([^/]+)(\/.*)?$/.exec(path);
  if (!projectMatch) return notFound();
  const found = findProject(group, decodeURIComponent(projectMatch[1]));
  return found
    ? projectRoute(group, found.project, found.id, url, projectMatch[2] ?? '')
    : notFound('404 Project Not Found');
};
