import type { AzureScope } from './account';
import { listAll } from './client';
import { graphNeed } from './needs';

type GrantControls = {
  operator: 'AND' | 'OR';
  builtInControls: string[];
  authenticationStrength?: { displayName: string } | null;
};

type ConditionalAccessPolicy = {
  id: string;
  displayName: string;
  state: 'enabled' | 'disabled' | 'enabledForReportingButNotEnforced';
  conditions: {
    users: { includeUsers: string[]; excludeUsers: string[]; excludeGroups: string[]; excludeRoles: string[] } | null;
    applications: { includeApplications: string[] } | null;
  };
  grantControls: GrantControls | null;
};

/** A policy that requires MFA of all users for all resources; who it leaves out is kept as evidence. */
export type MfaPolicySummary = {
  displayName: string;
  state: ConditionalAccessPolicy['state'];
  requiresMfaOfEveryone: boolean;
  excludedUserIds: string[];
  excludedGroups: number;
  excludedRoles: number;
};

export type MfaPolicy = { securityDefaultsEnabled: boolean; conditionalAccess: MfaPolicySummary[] };

const policyNeed = (resource: string) => graphNeed(resource, 'Policy.Read.All');

// An authentication strength is always multifactor; an OR with another control (a compliant device, say) lets a
// user through without MFA.
const requiresMfa = (grant: GrantControls | null): boolean => {
  if (!grant || !(grant.builtInControls.includes('mfa') || grant.authenticationStrength)) return false;
  return grant.operator === 'AND' || grant.builtInControls.every((control) => control === 'mfa');
};

const summary = ({ displayName, state, conditions, grantControls }: ConditionalAccessPolicy): MfaPolicySummary => {
  const users = conditions.users;
  const everyone =
    state === 'enabled' &&
    (users?.includeUsers.includes('All') ?? false) &&
    (conditions.applications?.includeApplications.includes('All') ?? false);
  return {
    displayName,
    state,
    requiresMfaOfEveryone: everyone && requiresMfa(grantControls),
    excludedUserIds: users?.excludeUsers ?? [],
    excludedGroups: users?.excludeGroups.length ?? 0,
    excludedRoles: users?.excludeRoles.length ?? 0,
  };
};

/**
 * Security defaults, else the Conditional Access policies: the two cannot be on together, and a tenant on security
 * defaults (often one without the Entra ID P1 licence Conditional Access needs) has no policies to read.
 */
export const readMfaPolicy = async ({ client }: AzureScope): Promise<MfaPolicy> => {
  const { body: defaults } = await client.graph<{ isEnabled: boolean }>(
    policyNeed('the security defaults policy'),
    '/v1.0/policies/identitySecurityDefaultsEnforcementPolicy',
  );
  if (defaults.isEnabled) return { securityDefaultsEnabled: true, conditionalAccess: [] };
  const policies = await listAll<ConditionalAccessPolicy>(
    client.graph,
    policyNeed('the Conditional Access policies'),
    '/v1.0/identity/conditionalAccess/policies',
  );
  return { securityDefaultsEnabled: false, conditionalAccess: policies.map(summary) };
};

/** Whether a policy in force requires MFA of this user; group and role exclusions are not expanded. */
export const mfaRequiredOf = (policy: MfaPolicy, userId: string): boolean =>
  policy.securityDefaultsEnabled ||
  policy.conditionalAccess.some(
    (summary) => summary.requiresMfaOfEveryone && !summary.excludedUserIds.includes(userId),
  );
