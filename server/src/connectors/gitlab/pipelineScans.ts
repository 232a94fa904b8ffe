import { type ProviderCall, whenNotFound } from '../providerApi';
import { segment } from './client';

export type PipelineScans = {
  /** Where the pipeline is defined: a file of the project, 'Auto DevOps', or null when there is no pipeline. */
  ciConfig: string | null;
  sast: boolean;
  dependencyScanning: boolean;
  secretDetection: boolean;
};

type CiProject = { id: number; path: string; defaultBranch: string; ciConfigPath: string; autoDevOps: boolean };

// GitLab's own templates (Security/ and the newer Jobs/ ones, stable or .latest) and CI/CD catalog components.
const scanners = {
  sast: /(?:Security|Jobs)\/SAST(?:\.latest)?\.gitlab-ci\.yml|components\/sast\/sast@/,
  dependencyScanning:
    /(?:Security|Jobs)\/Dependency-Scanning(?:\.latest)?\.gitlab-ci\.yml|components\/dependency-scanning\//,
  secretDetection: /(?:Security|Jobs)\/Secret-Detection(?:\.latest)?\.gitlab-ci\.yml|components\/secret-detection\//,
};

// Auto DevOps runs SAST, dependency scanning and secret detection, from a project setting or its template.
const autoDevOpsTemplate = /Auto-DevOps\.gitlab-ci\.yml/;

const scans = (ciConfig: string | null, found: boolean): PipelineScans => ({
  ciConfig,
  sast: found,
  dependencyScanning: found,
  secretDetection: found,
});

// A commented-out include runs nothing.
const withoutComments = (yaml: string) => yaml.replace(/(^|\s)#.*$/gm, '$1');

const scansIn = (ciConfig: string, yaml: string): PipelineScans => {
  const text = withoutComments(yaml);
  if (autoDevOpsTemplate.test(text)) return scans(ciConfig, true);
  return {
    ciConfig,
    sast: scanners.sast.test(text),
    dependencyScanning: scanners.dependencyScanning.test(text),
    secretDetection: scanners.secretDetection.test(text),
  };
};

/** The security scans the default branch's pipeline includes, read from its CI configuration file. */
export const readPipelineScans = async (call: ProviderCall, project: CiProject): Promise<PipelineScans> => {
  const { id, path, defaultBranch, ciConfigPath, autoDevOps } = project;
  // A configuration in another project (file@group/project) or at a URL is not this project's to read.
  if (ciConfigPath.includes('@') || /^https?:/.test(ciConfigPath)) return scans(ciConfigPath, false);
  const yaml = await call<unknown>(
    { resource: `CI configuration of ${path}`, permission: 'the read_api scope and the Reporter role' },
    `/projects/${id}/repository/files/${segment(ciConfigPath)}/raw`,
    { query: { ref: defaultBranch } },
  ).then(({ body }) => (typeof body === 'string' ? body : JSON.stringify(body ?? '')), whenNotFound(null));
  if (yaml !== null) return scansIn(ciConfigPath, yaml);
  return autoDevOps ? scans('Auto DevOps', true) : scans(null, false);
};

export const runsSecurityScans = (pipeline: PipelineScans): boolean => pipeline.sast && pipeline.dependencyScanning;
