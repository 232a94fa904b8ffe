import type { AtlasRequest } from './client';
import { projectPath } from './project';

export type AuditingPosture = {
  enabled: boolean;
  auditFilter: string | null;
  auditAuthorizationSuccess: boolean;
  configurationType: string | null;
};

type AtlasAuditLog = {
  enabled?: boolean;
  auditFilter?: string;
  auditAuthorizationSuccess?: boolean;
  configurationType?: string;
};

/** The project's database auditing settings; Atlas shows them only to the Project Owner role. */
export const readAuditing = async (request: AtlasRequest, projectId: string): Promise<AuditingPosture> => {
  const auditLog = await request<AtlasAuditLog>(
    { resource: "the project's database auditing settings", permission: 'the Project Owner role' },
    `${projectPath(projectId)}/auditLog`,
  );
  return {
    enabled: auditLog.enabled ?? false,
    auditFilter: auditLog.auditFilter ?? null,
    auditAuthorizationSuccess: auditLog.auditAuthorizationSuccess ?? false,
    configurationType: auditLog.configurationType ?? null,
  };
};
