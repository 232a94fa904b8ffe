import type { AtlasRequest } from './client';

type AtlasProject = { id: string; name: string; orgId: string };

/** Every endpoint the collectors read hangs under the project (a "group" in the API's words). */
export const projectPath = (projectId: string) => `/api/atlas/v2/groups/${projectId}`;

export const readProject = (request: AtlasRequest, projectId: string): Promise<AtlasProject> =>
  request<AtlasProject>(
    { resource: `project ${projectId}`, permission: 'the Project Read Only role' },
    projectPath(projectId),
  );
