import type { FakeAnswer } from '../../fakes/fakeServer';
import { googleError, notFound } from './gcpErrors';
import { paged } from './gcpPaging';
import { inPath, ok, type Route, type RouteContext } from './gcpRoute';
import {
  effectiveOrgPolicyShape,
  iamPolicyShape,
  projectShape,
  serviceAccountKeyShape,
  serviceAccountShape,
  serviceShape,
} from './projectShapes';

const requestedConstraint = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { constraint?: unknown }).constraint;
  } catch {
    return undefined;
  }
};

// Without keyTypes=USER_MANAGED Google lists the keys it manages itself too.
const keysAnswer = ({ project, match, url, now }: RouteContext): FakeAnswer => {
  const accountName = `projects/${project.projectId}/serviceAccounts/${decodeURIComponent(match[2])}`;
  const account = project.serviceAccounts.find(
    ({ accountId }) => serviceAccountShape(project, accountId).name === accountName,
  );
  if (!account) return notFound(`Service account ${accountName} does not exist.`);
  const systemManaged = { ...serviceAccountKeyShape(accountName, 3, false, now), keyType: 'SYSTEM_MANAGED' };
  const keys = [
    ...(account.keyAgesDays ?? []).map((age) => serviceAccountKeyShape(accountName, age, false, now)),
    ...(account.disabledKeyAgesDays ?? []).map((age) => serviceAccountKeyShape(accountName, age, true, now)),
    ...(url.searchParams.get('keyTypes') === 'USER_MANAGED' ? [] : [systemManaged]),
  ];
  return ok(keys.length > 0 ? { keys } : {});
};

/** Resource Manager, Service Usage and IAM: the project, its policies, APIs and service accounts. */
export const projectRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/cloudresourcemanager\/v1\/projects\/([^/:]+)$/,
    service: 'cloudresourcemanager',
    permission: 'resourcemanager.projects.get',
    projectOf: inPath,
    answer: ({ project }) => ok(projectShape(project)),
  },
  {
    method: 'POST',
    pattern: /^\/cloudresourcemanager\/v1\/projects\/([^/:]+):getIamPolicy$/,
    service: 'cloudresourcemanager',
    permission: 'resourcemanager.projects.getIamPolicy',
    projectOf: inPath,
    answer: ({ project }) => ok(iamPolicyShape(project)),
  },
  {
    method: 'POST',
    pattern: /^\/cloudresourcemanager\/v1\/projects\/([^/:]+):getEffectiveOrgPolicy$/,
    service: 'cloudresourcemanager',
    permission: 'orgpolicy.policy.get',
    projectOf: inPath,
    answer: ({ project, body }) => {
      const constraint = requestedConstraint(body);
      return typeof constraint === 'string' && constraint.startsWith('constraints/')
        ? ok(effectiveOrgPolicyShape(project, constraint))
        : googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
    },
  },
  {
    method: 'GET',
    pattern: /^\/serviceusage\/v1\/projects\/([^/]+)\/services$/,
    service: 'serviceusage',
    permission: 'serviceusage.services.list',
    projectOf: inPath,
    answer: ({ project, url }) =>
      paged(
        url.searchParams.get('filter') === 'state:DISABLED'
          ? []
          : project.enabledServices.map((service) => serviceShape(project, service)),
        url,
        { field: 'services', sizeParameter: 'pageSize', defaultSize: 50, maximumSize: 200 },
      ),
  },
  {
    method: 'GET',
    pattern: /^\/iam\/v1\/projects\/([^/]+)\/serviceAccounts$/,
    service: 'iam',
    permission: 'iam.serviceAccounts.list',
    projectOf: inPath,
    answer: ({ project, url }) =>
      paged(
        project.serviceAccounts.map(({ accountId }) => serviceAccountShape(project, accountId)),
        url,
        { field: 'accounts', sizeParameter: 'pageSize', defaultSize: 20, maximumSize: 100 },
      ),
  },
  {
    method: 'GET',
    pattern: /^\/iam\/v1\/projects\/([^/]+)\/serviceAccounts\/([^/]+)\/keys$/,
    service: 'iam',
    permission: 'iam.serviceAccountKeys.list',
    projectOf: inPath,
    answer: keysAnswer,
  },
];
