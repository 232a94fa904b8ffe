import type { OktaClient } from './client';
import { listActivePolicies, type OktaPolicy } from './policies';

type Enrollment = { enroll?: { self?: 'REQUIRED' | 'OPTIONAL' | 'NOT_ALLOWED' } };

// Classic orgs list factors by key; Identity Engine orgs list authenticators.
type EnrollmentPolicy = OktaPolicy & {
  settings?: {
    type?: 'FACTORS' | 'AUTHENTICATORS';
    factors?: Record<string, Enrollment>;
    authenticators?: (Enrollment & { key: string })[];
  };
};

export type EnrollmentPosture = { policy: string; requiredFactors: string[]; requiredSecondFactors: string[] };

// A password, an email link or a security question is no second factor: each falls to whoever phished or guessed it.
const notSecondFactors = new Set(['okta_password', 'okta_email', 'okta_question', 'security_question']);

const requiredFactors = ({ settings }: EnrollmentPolicy): string[] => {
  const enrollments: [string, Enrollment][] = [
    ...Object.entries(settings?.factors ?? {}),
    ...(settings?.authenticators ?? []).map((authenticator): [string, Enrollment] => [
      authenticator.key,
      authenticator,
    ]),
  ];
  return enrollments.filter(([, { enroll }]) => enroll?.self === 'REQUIRED').map(([key]) => key);
};

/** Which factors each active authenticator enrollment policy makes its people enroll. */
export const readEnrollmentPolicies = async (client: OktaClient): Promise<EnrollmentPosture[]> => {
  const policies = await listActivePolicies<EnrollmentPolicy>(client, 'MFA_ENROLL');
  return policies.map((policy) => {
    const required = requiredFactors(policy);
    return {
      policy: policy.name,
      requiredFactors: required,
      requiredSecondFactors: required.filter((key) => !notSecondFactors.has(key)),
    };
  });
};
