import { type Fact, share } from '../facts';
import type { AzureScope } from './account';
import { listAll } from './client';
import { mfaRequiredOf, readMfaPolicy } from './mfaPolicy';
import { graphNeed } from './needs';

type UserRegistrationDetails = {
  id: string;
  userPrincipalName: string;
  userType: 'member' | 'guest';
  isAdmin: boolean;
  isMfaRegistered: boolean;
};

/**
 * Members only: a guest signs in with their home tenant's methods, which this tenant's registration report cannot
 * see. A member is counted as enforced only once registered too, since whoever first signs in with the password of
 * an unregistered account registers its second factor.
 */
export const readMfaFacts = async (scope: AzureScope): Promise<Fact[]> => {
  const users = await listAll<UserRegistrationDetails>(
    scope.client.graph,
    graphNeed("the users' authentication method registrations", 'AuditLog.Read.All'),
    '/v1.0/reports/authenticationMethods/userRegistrationDetails',
  );
  const members = users.filter((user) => user.userType === 'member');
  const policy = await readMfaPolicy(scope);
  const tenant = scope.account.tenant.displayName;
  const principalName = new Map(members.map((user) => [user.id, user.userPrincipalName]));
  const enforcing = policy.conditionalAccess.filter((summary) => summary.requiresMfaOfEveryone);
  return [
    {
      check: 'mfa.enforced',
      value: share(members, (user) => user.isMfaRegistered && mfaRequiredOf(policy, user.id)),
      data: {
        tenant,
        members: members.length,
        securityDefaultsEnabled: policy.securityDefaultsEnabled,
        enforcingPolicies: enforcing.map(({ displayName, excludedUserIds, excludedGroups, excludedRoles }) => ({
          displayName,
          excludedUsers: excludedUserIds.map((id) => principalName.get(id) ?? id),
          excludedGroups,
          excludedRoles,
        })),
        notRegistered: members.filter((user) => !user.isMfaRegistered).map((user) => user.userPrincipalName),
      },
    },
    {
      check: 'azure.mfaRegistration',
      value: share(members, (user) => user.isMfaRegistered),
      data: {
        tenant,
        members: members.length,
        notRegistered: members
          .filter((user) => !user.isMfaRegistered)
          .map(({ userPrincipalName, isAdmin }) => ({ userPrincipalName, isAdmin })),
      },
    },
    {
      check: 'azure.mfaConditionalAccess',
      value: policy.securityDefaultsEnabled || enforcing.length > 0,
      data: {
        tenant,
        securityDefaultsEnabled: policy.securityDefaultsEnabled,
        conditionalAccessPolicies: policy.conditionalAccess.map(({ displayName, state, requiresMfaOfEveryone }) => ({
          displayName,
          state,
          requiresMfaOfEveryone,
        })),
      },
    },
  ];
};
