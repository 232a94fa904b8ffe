import { type GcpClient, gcpNeed } from './client';
import { listAll } from './pagination';

// name: projects/{project number}/services/sqladmin.googleapis.com
type Service = { name: string; state: 'ENABLED' | 'DISABLED' };

/**
 * The APIs enabled on the project (sqladmin.googleapis.com …). A project that never enabled Cloud SQL or Compute
 * Engine has no instances or firewall rules, and Google answers a read of a disabled API with a 403.
 */
export const readEnabledServices = async (client: GcpClient): Promise<Set<string>> => {
  const services = await listAll<Service, 'services'>(
    client,
    {
      service: 'serviceusage',
      need: gcpNeed(`the APIs enabled on project ${client.projectId}`, 'serviceusage.services.list'),
      path: `/v1/projects/${client.projectId}/services`,
      field: 'services',
    },
    { filter: 'state:ENABLED', pageSize: 200 },
  );
  return new Set(services.map(({ name }) => name.slice(name.lastIndexOf('/') + 1)));
};
