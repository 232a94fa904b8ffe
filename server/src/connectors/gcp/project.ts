import { type GcpClient, gcpNeed } from './client';

type Project = { projectNumber: string; projectId: string; lifecycleState: string; name: string };

type AuditLogConfig = { logType: 'ADMIN_READ' | 'DATA_READ' | 'DATA_WRITE'; exemptedMembers?: string[] };

export type AuditConfig = { service: string; auditLogConfigs?: AuditLogConfig[] };

export type Binding = { role: string; members?: string[]; condition?: { title?: string; expression: string } };

export type IamPolicy = { version?: number; etag?: string; bindings?: Binding[]; auditConfigs?: AuditConfig[] };

export const readProject = (client: GcpClient): Promise<Project> =>
  client.call<Project>(
    'cloudresourcemanager',
    gcpNeed(`project ${client.projectId}`, 'resourcemanager.projects.get'),
    `/v1/projects/${client.projectId}`,
  );

/** The project's allow policy with its audit configuration; version 3 so that conditional grants are shown too. */
export const readIamPolicy = (client: GcpClient): Promise<IamPolicy> =>
  client.call<IamPolicy>(
    'cloudresourcemanager',
    gcpNeed(`the IAM policy of project ${client.projectId}`, 'resourcemanager.projects.getIamPolicy'),
    `/v1/projects/${client.projectId}:getIamPolicy`,
    { method: 'POST', body: { options: { requestedPolicyVersion: 3 } } },
  );
