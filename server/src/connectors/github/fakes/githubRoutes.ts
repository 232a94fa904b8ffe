import type { SandboxOrganization } from './githubOrganizations';
import {
  branchProtectionShape,
  deployKeyShape,
  githubError,
  organizationShape,
  pullRequestRuleShape,
  repositoryShape,
  userShape,
} from './githubShapes';

export type SandboxAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

export const sandboxAccount = 'securo-sandbox';

const defaultBranch = 'main';
const defaultPerPage = 30;
const maxPerPage = 100;

const notFound = (message = 'Not Found'): SandboxAnswer => ({ status: 404, body: githubError(404, message) });

/** One page of a listing with GitHub's Link header, honouring per_page (30 by default, at most 100) and page. */
const paged = (items: unknown[], url: URL): SandboxAnswer => {
  const perPage = Math.min(maxPerPage, Number(url.searchParams.get('per_page')) || defaultPerPage);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const link = (target: number, rel: string) => {
    const pageUrl = new URL(url);
    pageUrl.searchParams.set('page', String(target));
    return `<${pageUrl.href}>; rel="${rel}"`;
  };
  const links = [
    ...(page < last ? [link(page + 1, 'next'), link(last, 'last')] : []),
    ...(page > 1 ? [link(page - 1, 'prev'), link(1, 'first')] : []),
  ];
  return {
    status: 200,
    body: items.slice((page - 1) * perPage, page * perPage),
    headers: links.length > 0 ? { link: links.join(', ') } : {},
  };
};

const organizationRoute = (organization: SandboxOrganization, apiUrl: string, url: URL, resource: string) => {
  const users = (logins: string[]) =>
    paged(
      logins.map((login) => userShape(apiUrl, login)),
      url,
    );
  switch (resource) {
    case '':
      return { status: 200, body: organizationShape(apiUrl, organization) };
    case '/members': {
      const role = url.searchParams.get('role');
      const owners = new Set(organization.owners);
      if (role === 'admin') return users(organization.owners);
      return users(
        role === 'member' ? organization.members.filter((login) => !owners.has(login)) : organization.members,
      );
    }
    case '/outside_collaborators':
      return users(organization.outsideCollaborators);
    case '/repos':
      return paged(
        organization.repositories.map((repository) => repositoryShape(apiUrl, organization.login, repository)),
        url,
      );
    default:
      return notFound();
  }
};

const repositoryRoute = (organization: SandboxOrganization, apiUrl: string, url: URL, name: string, rest: string) => {
  const repository = organization.repositories.find((candidate) => candidate.name === name);
  if (!repository) return notFound();
  const repositoryUrl = `${apiUrl}/repos/${organization.login}/${name}`;
  switch (rest) {
    case `/branches/${defaultBranch}/protection`:
      return repository.protectionApprovals === undefined
        ? notFound('Branch not protected')
        : {
            status: 200,
            body: branchProtectionShape(`${repositoryUrl}/branches/${defaultBranch}`, repository.protectionApprovals),
          };
    case `/rules/branches/${defaultBranch}`: {
      const approvals = repository.rulesetApprovals;
      return paged(approvals === undefined ? [] : [pullRequestRuleShape(organization.login, approvals)], url);
    }
    case '/vulnerability-alerts':
      return repository.dependabotAlerts ? { status: 204 } : notFound();
    case '/keys':
      return paged(
        (repository.deployKeys ?? []).map((key) => deployKeyShape(repositoryUrl, key)),
        url,
      );
    default:
      return notFound();
  }
};

/** GitHub's answer to a GET by an authorised token, for exactly the endpoints the connector calls. */
export const answerGithubRequest = (organization: SandboxOrganization, apiUrl: string, url: URL): SandboxAnswer => {
  if (url.pathname === '/user') return { status: 200, body: { ...userShape(apiUrl, sandboxAccount), name: 'Securo' } };
  const org = /^\/orgs\/([^/]+)(\/.*)?$/.exec(url.pathname);
  if (org?.[1] === organization.login) return organizationRoute(organization, apiUrl, url, org[2] ?? '');
  const repo = /^\/repos\/([^/]+)\/([^/]+)(\/.*)$/.exec(url.pathname);
  if (repo?.[1] === organization.login) return repositoryRoute(organization, apiUrl, url, repo[2], repo[3]);
  return notFound();
};
