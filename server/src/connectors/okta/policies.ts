import { type OktaClient, oktaNeed, oktaPath } from './client';

export type PolicyType = 'MFA_ENROLL' | 'OKTA_SIGN_ON' | 'PASSWORD';

/** The fields every Okta policy has that the connector reads. */
export type OktaPolicy = { id: string; name: string; status: 'ACTIVE' | 'INACTIVE'; system?: boolean };

const policyNames: Record<PolicyType, string> = {
  MFA_ENROLL: "Okta's authenticator enrollment policies",
  OKTA_SIGN_ON: "Okta's global session policies",
  PASSWORD: "Okta's password policies",
};

export const policiesNeed = (type: PolicyType) => oktaNeed(policyNames[type]);

/** The policies of one type that Okta applies: an inactive policy governs no one. */
export const listActivePolicies = async <T extends OktaPolicy>(client: OktaClient, type: PolicyType): Promise<T[]> => {
  const policies = await client.list<T>(policiesNeed(type), oktaPath('/api/v1/policies', { type }));
  return policies.filter((policy) => policy.status === 'ACTIVE');
};
