import { type OktaClient, oktaNeed, oktaPath } from './client';

type RoleAssignees = { value: { id: string }[]; _links?: { next?: { href: string } } };

type AssignedRole = { type: string };

/** A user holding at least one admin role, directly or through a group. */
export type Admin = { id: string; roles: string[] };

const assigneesNeed = oktaNeed("Okta's admin role assignments");

// Okta's default page of role assignees; this listing names its next page in its body, not in a Link header.
const assigneesPerPage = 100;

const listAssignees = async (client: OktaClient): Promise<string[]> => {
  const ids: string[] = [];
  let page: string | undefined = oktaPath('/api/v1/iam/assignees/users', { limit: assigneesPerPage });
  while (page !== undefined) {
    const { body }: { body: RoleAssignees } = await client.call<RoleAssignees>(assigneesNeed, page);
    ids.push(...body.value.map((assignee) => assignee.id));
    page = body._links?.next?.href;
  }
  return ids;
};

/** Every user with an admin role, and the standard role types (SUPER_ADMIN, ORG_ADMIN…) or CUSTOM they hold. */
export const readAdmins = async (client: OktaClient): Promise<Admin[]> => {
  const admins: Admin[] = [];
  for (const id of await listAssignees(client)) {
    const { body: roles } = await client.call<AssignedRole[]>(
      oktaNeed(`the admin roles of Okta user ${id}`),
      `/api/v1/users/${id}/roles`,
    );
    admins.push({ id, roles: [...new Set(roles.map((role) => role.type))] });
  }
  return admins;
};
