import { ConnectorError } from '../connectorError';
import type { GithubRequest } from './client';
import type { GithubNeed } from './errors';

export type OrganizationFacts = {
  login: string;
  twoFactorRequired: boolean;
  members: string[];
  owners: string[];
  outsideCollaborators: string[];
};

const organizationNeed = (organization: string): GithubNeed => ({
  resource: `the ${organization} organization`,
  scope: 'read:org',
});

const logins = (users: ({ login: string } | null)[]): string[] => users.flatMap((user) => (user ? [user.login] : []));

/** GitHub leaves the requirement out of the answer for anyone but an owner, which makes it unknowable, not false. */
export const readTwoFactorRequirement = async (request: GithubRequest, organization: string): Promise<boolean> => {
  const { data } = await request(organizationNeed(organization), (client) =>
    client.rest.orgs.get({ org: organization }),
  );
  if (typeof data.two_factor_requirement_enabled !== 'boolean') {
    throw new ConnectorError(
      'forbidden',
      `GitHub shows whether ${organization} requires two-factor authentication only to its owners: use a token of an owner of ${organization}.`,
    );
  }
  return data.two_factor_requirement_enabled;
};

export const readOrganization = async (request: GithubRequest, organization: string): Promise<OrganizationFacts> => {
  const need = organizationNeed(organization);
  const twoFactorRequired = await readTwoFactorRequirement(request, organization);
  const members = await request(need, (client) =>
    client.paginate(client.rest.orgs.listMembers, { org: organization, per_page: 100 }),
  );
  const owners = await request(need, (client) =>
    client.paginate(client.rest.orgs.listMembers, { org: organization, role: 'admin', per_page: 100 }),
  );
  const outsideCollaborators = await request(need, (client) =>
    client.paginate(client.rest.orgs.listOutsideCollaborators, { org: organization, per_page: 100 }),
  );
  return {
    login: organization,
    twoFactorRequired,
    members: logins(members),
    owners: logins(owners),
    outsideCollaborators: logins(outsideCollaborators),
  };
};
