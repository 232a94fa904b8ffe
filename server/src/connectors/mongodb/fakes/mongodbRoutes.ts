import type { FakeAnswer } from '../../fakes/fakeServer';
import type { SandboxProject } from './mongodbProjects';
import { clusterShape, processArgsShape } from './mongodbClusterShapes';
import {
  accessEntryShape,
  atlasError,
  auditLogShape,
  databaseUserShape,
  encryptionAtRestShape,
  projectShape,
} from './mongodbShapes';

const defaultItemsPerPage = 100;
const maxItemsPerPage = 500;

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

const notFound = (errorCode: string, detail: string, parameters: unknown[]): FakeAnswer => ({
  status: 404,
  body: atlasError(404, errorCode, 'Not Found', detail, parameters),
});

const resourceNotFound = (url: URL) =>
  notFound('RESOURCE_NOT_FOUND', `Cannot find resource ${url.pathname}.`, [url.pathname]);

/** One page of a listing as Atlas returns it: pageNum and itemsPerPage honoured, "self" and "next" links. */
const paged = (items: unknown[], url: URL): FakeAnswer => {
  const itemsPerPage = Math.min(maxItemsPerPage, Number(url.searchParams.get('itemsPerPage')) || defaultItemsPerPage);
  const pageNum = Math.max(1, Number(url.searchParams.get('pageNum')) || 1);
  const linkTo = (page: number, rel: string) => {
    const pageUrl = new URL(url);
    pageUrl.searchParams.set('pageNum', String(page));
    pageUrl.searchParams.set('itemsPerPage', String(itemsPerPage));
    return { href: pageUrl.href, rel };
  };
  const links = [
    ...(pageNum > 1 ? [linkTo(pageNum - 1, 'previous')] : []),
    linkTo(pageNum, 'self'),
    ...(pageNum * itemsPerPage < items.length ? [linkTo(pageNum + 1, 'next')] : []),
  ];
  return ok({
    links,
    results: items.slice((pageNum - 1) * itemsPerPage, pageNum * itemsPerPage),
    totalCount: items.length,
  });
};

const clusterRoute = (project: SandboxProject, groupUrl: string, url: URL, name: string, rest: string) => {
  const cluster = project.clusters.find((candidate) => candidate.name === name);
  if (!cluster) {
    return notFound('CLUSTER_NOT_FOUND', `No cluster named ${name} exists in group ${project.id}.`, [name, project.id]);
  }
  if (rest === '') return ok(clusterShape(groupUrl, project, cluster));
  // Shared-tier clusters have no advanced configuration to read.
  if (rest === '/processArgs' && cluster.tier !== 'M0') return ok(processArgsShape(cluster));
  return resourceNotFound(url);
};

const projectRoute = (project: SandboxProject, groupUrl: string, url: URL, resource: string): FakeAnswer => {
  const cluster = /^\/clusters\/([^/]+)(\/.*)?$/.exec(resource);
  if (cluster) return clusterRoute(project, groupUrl, url, decodeURIComponent(cluster[1]), cluster[2] ?? '');
  switch (resource) {
    case '':
      return ok(projectShape(groupUrl, project));
    case '/accessList':
      return paged(
        project.accessList.map((entry) => accessEntryShape(groupUrl, project, entry)),
        url,
      );
    case '/encryptionAtRest':
      return ok(encryptionAtRestShape(project));
    case '/auditLog':
      return ok(auditLogShape(project));
    case '/databaseUsers':
      return paged(
        project.databaseUsers.map((user) => databaseUserShape(groupUrl, project, user)),
        url,
      );
    case '/clusters':
      return paged(
        project.clusters.map((candidate) => clusterShape(groupUrl, project, candidate)),
        url,
      );
    default:
      return resourceNotFound(url);
  }
};

/** Atlas's answer to an authenticated GET, for exactly the endpoints the connector reads. */
export const answerAtlasRequest = (project: SandboxProject, apiUrl: string, url: URL): FakeAnswer => {
  const group = /^\/api\/atlas\/v2\/groups\/([^/]+)(\/.*)?$/.exec(url.pathname);
  if (!group) return resourceNotFound(url);
  const [, groupId, resource = ''] = group;
  if (groupId !== project.id) return notFound('GROUP_NOT_FOUND', `No group with ID ${groupId} exists.`, [groupId]);
  return projectRoute(project, `${apiUrl}/api/atlas/v2/groups/${groupId}`, url, resource);
};
