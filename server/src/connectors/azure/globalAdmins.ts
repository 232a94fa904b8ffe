import type { Fact } from '../facts';
import type { AzureScope } from './account';
import { listAll } from './client';
import { graphNeed } from './needs';

// The Global Administrator role's template id, the same in every tenant.
const globalAdministratorTemplateId = '62e90394-69f5-4237-9190-012177145e10';

type DirectoryRole = { id: string; displayName: string; roleTemplateId: string };

type DirectoryObject = {
  '@odata.type': string;
  id: string;
  displayName: string | null;
  userPrincipalName?: string | null;
};

const roleNeed = graphNeed('the members of the Global Administrator role', 'RoleManagement.Read.Directory');

/** Users, groups and service principals alike hold the role, so all are counted. */
export const readGlobalAdminFacts = async ({ client, account }: AzureScope): Promise<Fact[]> => {
  // Spaces go as %20: URLSearchParams would send them as '+', which OData filters need not accept.
  const filter = encodeURIComponent(`roleTemplateId eq '${globalAdministratorTemplateId}'`);
  const roles = await listAll<DirectoryRole>(client.graph, roleNeed, `/v1.0/directoryRoles?$filter=${filter}`);
  const members: DirectoryObject[] = [];
  for (const role of roles) {
    members.push(
      ...(await listAll<DirectoryObject>(client.graph, roleNeed, `/v1.0/directoryRoles/${role.id}/members`)),
    );
  }
  return [
    {
      check: 'azure.globalAdminCount',
      value: members.length,
      data: {
        tenant: account.tenant.displayName,
        globalAdministrators: members.map((member) => ({
          type: member['@odata.type'].replace('#microsoft.graph.', ''),
          displayName: member.displayName,
          ...(member.userPrincipalName ? { userPrincipalName: member.userPrincipalName } : {}),
        })),
      },
    },
  ];
};
