import type { ProviderCall, ProviderNeed } from '../providerApi';
import { type BranchReview, readBranchReview } from './branchReview';
import { listAll } from './client';
import { type PipelineScans, readPipelineScans } from './pipelineScans';

type ProjectListItem = {
  id: number;
  path_with_namespace: string;
  default_branch: string | null;
  visibility: 'private' | 'internal' | 'public';
  archived: boolean;
};

type ProjectResponse = {
  ci_config_path: string | null;
  auto_devops_enabled: boolean;
  secret_push_protection_enabled?: boolean;
  /** The same setting under its name before GitLab 17.11. */
  pre_receive_secret_detection_enabled?: boolean;
};

type DeployKeyResponse = { title: string; can_push: boolean; created_at: string; expires_at: string | null };

export type Project = {
  id: number;
  path: string;
  defaultBranch: string | null;
  visibility: ProjectListItem['visibility'];
};

export type ProjectPosture = {
  project: string;
  defaultBranch: string;
  review: BranchReview;
  authorCanApprove: boolean;
  secretPushProtection: boolean;
  pipeline: PipelineScans;
  deployKeys: { title: string; canPush: boolean; createdAt: string; expiresAt: string | null }[];
};

const defaultCiConfigPath = '.gitlab-ci.yml';

/** The projects of the group and its subgroups; archived ones are read-only, so their settings put nothing at risk. */
export const listActiveProjects = async (
  call: ProviderCall,
  group: { id: number; path: string },
): Promise<Project[]> => {
  const projects = await listAll<ProjectListItem>(
    call,
    { resource: `projects of ${group.path}`, permission: 'the read_api scope' },
    `/groups/${group.id}/projects`,
    // Projects shared with the group from elsewhere are governed by their own group.
    { include_subgroups: 'true', archived: 'false', with_shared: 'false' },
  );
  return projects
    .filter((project) => !project.archived)
    .map((project) => ({
      id: project.id,
      path: project.path_with_namespace,
      defaultBranch: project.default_branch,
      visibility: project.visibility,
    }));
};

export const readProjectPosture = async (
  call: ProviderCall,
  project: Project & { defaultBranch: string },
): Promise<ProjectPosture> => {
  const { id, path, defaultBranch } = project;
  const need: ProviderNeed = {
    resource: `settings of project ${path}`,
    permission: 'the read_api scope and the Maintainer role',
  };
  const { body: settings } = await call<ProjectResponse>(need, `/projects/${id}`);
  const { review, authorCanApprove } = await readBranchReview(call, { id, path, defaultBranch }, need);
  const pipeline = await readPipelineScans(call, {
    id,
    path,
    defaultBranch,
    ciConfigPath: settings.ci_config_path || defaultCiConfigPath,
    autoDevOps: settings.auto_devops_enabled,
  });
  const keys = await listAll<DeployKeyResponse>(
    call,
    { resource: `deploy keys of ${path}`, permission: need.permission },
    `/projects/${id}/deploy_keys`,
  );
  return {
    project: path,
    defaultBranch,
    review,
    authorCanApprove,
    secretPushProtection:
      settings.secret_push_protection_enabled ?? settings.pre_receive_secret_detection_enabled ?? false,
    pipeline,
    deployKeys: keys.map((key) => ({
      title: key.title,
      canPush: key.can_push,
      createdAt: key.created_at,
      expiresAt: key.expires_at,
    })),
  };
};
