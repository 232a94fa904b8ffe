import type { Collection, ConnectorOptions } from '../connector';
import { readAdmins } from './admins';
import { oktaClient } from './client';
import { oktaCollection } from './collection';
import type { OktaCredentials } from './credentials';
import { readEnrollmentPolicies } from './enrollment';
import { readPasswordPolicies } from './passwords';
import { readSessionRules } from './signOn';
import { readActiveUsers } from './users';

export const collectOkta = async (credentials: OktaCredentials, options: ConnectorOptions): Promise<Collection> => {
  const collectedAt = options.now();
  const client = oktaClient(credentials, options);
  // The global session policies first: the read the connection test makes, so both fail alike.
  const sessionRules = await readSessionRules(client);
  const enrollment = await readEnrollmentPolicies(client);
  const passwords = await readPasswordPolicies(client);
  const users = await readActiveUsers(client);
  const admins = await readAdmins(client);
  return oktaCollection(credentials.baseUrl, { enrollment, sessionRules, passwords }, users, admins, collectedAt);
};
