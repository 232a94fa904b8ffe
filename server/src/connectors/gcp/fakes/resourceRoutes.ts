import { notFound } from './gcpErrors';
import { paged } from './gcpPaging';
import { inPath, ok, type Route } from './gcpRoute';
import { bucketIamPolicyShape, bucketShape, firewallShape, sinkShape, sqlInstanceShape } from './resourceShapes';

/** Cloud Storage, Cloud SQL, Compute Engine and Cloud Logging: the project's resources. */
export const resourceRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/storage\/storage\/v1\/b$/,
    service: 'storage',
    permission: 'storage.buckets.list',
    projectOf: (_, url) => url.searchParams.get('project') ?? '',
    answer: ({ project, url }) =>
      paged(
        project.buckets.map((bucket) => bucketShape(project, bucket)),
        url,
        {
          field: 'items',
          sizeParameter: 'maxResults',
          defaultSize: 1000,
          maximumSize: 1000,
          envelope: { kind: 'storage#buckets' },
        },
      ),
  },
  {
    method: 'GET',
    pattern: /^\/storage\/storage\/v1\/b\/([^/]+)\/iam$/,
    service: 'storage',
    permission: 'storage.buckets.getIamPolicy',
    projectOf: () => undefined,
    answer: ({ project, match }) => {
      const bucket = project.buckets.find(({ name }) => name === decodeURIComponent(match[1]));
      return bucket ? ok(bucketIamPolicyShape(project, bucket)) : notFound('The specified bucket does not exist.');
    },
  },
  {
    method: 'GET',
    pattern: /^\/sqladmin\/v1\/projects\/([^/]+)\/instances$/,
    service: 'sqladmin',
    permission: 'cloudsql.instances.list',
    projectOf: inPath,
    answer: ({ project, url }) =>
      paged(
        project.sqlInstances.map((instance) => sqlInstanceShape(project, instance)),
        url,
        {
          field: 'items',
          sizeParameter: 'maxResults',
          defaultSize: 500,
          maximumSize: 1000,
          envelope: { kind: 'sql#instancesList' },
        },
      ),
  },
  {
    method: 'GET',
    pattern: /^\/compute\/compute\/v1\/projects\/([^/]+)\/global\/firewalls$/,
    service: 'compute',
    permission: 'compute.firewalls.list',
    projectOf: inPath,
    answer: ({ project, url }) =>
      paged(
        project.firewalls.map((firewall) => firewallShape(project, firewall)),
        url,
        {
          field: 'items',
          sizeParameter: 'maxResults',
          defaultSize: 500,
          maximumSize: 500,
          envelope: {
            kind: 'compute#firewallList',
            id: `projects/${project.projectId}/global/firewalls`,
            selfLink: `https://www.googleapis.com/compute/v1/projects/${project.projectId}/global/firewalls`,
          },
        },
      ),
  },
  {
    method: 'GET',
    pattern: /^\/logging\/v2\/projects\/([^/]+)\/sinks$/,
    service: 'logging',
    permission: 'logging.sinks.list',
    projectOf: inPath,
    answer: ({ project, url }) =>
      paged(
        project.sinks.map((sink) => sinkShape(project, sink)),
        url,
        { field: 'sinks', sizeParameter: 'pageSize', defaultSize: 200, maximumSize: 1000 },
      ),
  },
];
