import type { AtlasRequest } from './client';
import { listAll } from './pages';
import { projectPath } from './project';

type DatabaseUserRole = { roleName: string; databaseName: string; collectionName?: string };

type AtlasDatabaseUser = {
  username: string;
  databaseName: string;
  roles: DatabaseUserRole[];
  x509Type?: string;
  awsIAMType?: string;
  ldapAuthType?: string;
  oidcAuthType?: string;
};

export type PrivilegedUser = { username: string; authentication: string; privilegedRoles: string[] };

export type DatabaseUsersPosture = { total: number; privileged: PrivilegedUser[] };

/** The built-in roles that reach every database of every cluster in the project, granted on admin. */
export const privilegedRoles = ['atlasAdmin', 'readWriteAnyDatabase', 'dbAdminAnyDatabase'];

const authenticationOf = (user: AtlasDatabaseUser): string => {
  const external = (type: string | undefined) => type !== undefined && type !== 'NONE';
  if (external(user.x509Type)) return 'X.509';
  if (external(user.awsIAMType)) return 'AWS IAM';
  if (external(user.ldapAuthType)) return 'LDAP';
  if (external(user.oidcAuthType)) return 'OIDC';
  return 'password (SCRAM)';
};

const privilegedRolesOf = (user: AtlasDatabaseUser): string[] =>
  user.roles
    .filter((role) => role.databaseName === 'admin' && privilegedRoles.includes(role.roleName))
    .map((role) => role.roleName);

export const readDatabaseUsers = async (request: AtlasRequest, projectId: string): Promise<DatabaseUsersPosture> => {
  const users = await listAll<AtlasDatabaseUser>(
    request,
    { resource: "the project's database users", permission: 'the Project Read Only role' },
    `${projectPath(projectId)}/databaseUsers`,
  );
  const privileged = users.flatMap((user) => {
    const roles = privilegedRolesOf(user);
    return roles.length === 0
      ? []
      : [{ username: user.username, authentication: authenticationOf(user), privilegedRoles: roles }];
  });
  return { total: users.length, privileged };
};
