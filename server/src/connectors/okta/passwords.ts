import type { OktaClient } from './client';
import { listActivePolicies, type OktaPolicy } from './policies';

type PasswordPolicy = OktaPolicy & {
  conditions?: { authProvider?: { provider?: 'OKTA' | 'ACTIVE_DIRECTORY' | 'LDAP' } };
  settings?: {
    password?: {
      complexity?: { minLength?: number };
      age?: { historyCount?: number };
      lockout?: { maxAttempts?: number };
    };
  };
};

export type PasswordPosture = {
  policy: string;
  minLength: number;
  historyCount: number;
  /** 0: never locks out. */
  maxAttempts: number;
};

/**
 * The active password policies of people whose passwords Okta holds. A policy for Active Directory or LDAP users
 * is skipped: their directory, not Okta, decides their password rules.
 */
export const readPasswordPolicies = async (client: OktaClient): Promise<PasswordPosture[]> => {
  const policies = await listActivePolicies<PasswordPolicy>(client, 'PASSWORD');
  return policies
    .filter((policy) => (policy.conditions?.authProvider?.provider ?? 'OKTA') === 'OKTA')
    .map(({ name, settings }) => ({
      policy: name,
      minLength: settings?.password?.complexity?.minLength ?? 0,
      historyCount: settings?.password?.age?.historyCount ?? 0,
      maxAttempts: settings?.password?.lockout?.maxAttempts ?? 0,
    }));
};
