import type { SandboxOrg, SandboxPasswordPolicy, SandboxSessionRule } from './oktaModel';
import { oktaId } from './oktaUserShapes';

// Okta's JSON for policies and their rules, as GET /api/v1/policies and /api/v1/policies/{id}/rules answer.

type PolicyType = 'MFA_ENROLL' | 'OKTA_SIGN_ON' | 'PASSWORD';

const stamp = '2025-01-14T09:30:00.000Z';

const everyone = { people: { groups: { include: ['00g1sandboxEveryone0'] } } };

const policyLinks = (apiUrl: string, id: string) => ({
  self: { href: `${apiUrl}/api/v1/policies/${id}`, hints: { allow: ['GET', 'PUT'] } },
  rules: { href: `${apiUrl}/api/v1/policies/${id}/rules`, hints: { allow: ['GET', 'POST'] } },
});

export const policyId = (type: PolicyType, index: number) => oktaId('00p', index, type.replace(/_/g, ''));

const policyShape = (apiUrl: string, type: PolicyType, index: number, name: string, active = true) => {
  const id = policyId(type, index);
  return {
    type,
    id,
    status: active ? 'ACTIVE' : 'INACTIVE',
    name,
    description: `${name} (${type})`,
    priority: index + 1,
    system: name === 'Default Policy',
    conditions: everyone,
    created: stamp,
    lastUpdated: stamp,
    _links: policyLinks(apiUrl, id),
  };
};

const enrollmentSettings = (org: SandboxOrg, enroll: Record<string, string>) =>
  org.engine === 'classic'
    ? {
        type: 'FACTORS',
        factors: Object.fromEntries(
          Object.entries(enroll).map(([key, self]) => [key, { consent: { type: 'NONE' }, enroll: { self } }]),
        ),
      }
    : {
        type: 'AUTHENTICATORS',
        authenticators: Object.entries(enroll).map(([key, self]) => ({ key, enroll: { self } })),
      };

const passwordSettings = (policy: SandboxPasswordPolicy) => ({
  password: {
    complexity: { minLength: policy.minLength, minLowerCase: 1, minUpperCase: 1, minNumber: 1, minSymbol: 0 },
    age: { maxAgeDays: 0, expireWarnDays: 0, minAgeMinutes: 0, historyCount: policy.historyCount },
    lockout: { maxAttempts: policy.maxAttempts, autoUnlockMinutes: 0, showLockoutFailures: false },
  },
  recovery: { factors: { okta_email: { status: 'ACTIVE' }, okta_sms: { status: 'INACTIVE' } } },
  delegation: { options: { skipUnlock: false } },
});

/** The policies of one type, in priority order. */
export const policiesShape = (apiUrl: string, org: SandboxOrg, type: PolicyType) => {
  switch (type) {
    case 'MFA_ENROLL':
      return org.enrollmentPolicies.map(({ name, active, enroll }, index) => ({
        ...policyShape(apiUrl, type, index, name, active),
        settings: enrollmentSettings(org, enroll),
      }));
    case 'OKTA_SIGN_ON':
      return org.signOnPolicies.map(({ name }, index) => policyShape(apiUrl, type, index, name));
    case 'PASSWORD':
      return org.passwordPolicies.map((policy, index) => ({
        ...policyShape(apiUrl, type, index, policy.name),
        conditions: { ...everyone, authProvider: { provider: policy.provider } },
        settings: passwordSettings(policy),
      }));
  }
};

export const signOnRuleShape = (apiUrl: string, policy: string, rule: SandboxSessionRule, index: number) => {
  const id = oktaId('0pr', index, policy.slice(3, 13));
  return {
    id,
    status: rule.active === false ? 'INACTIVE' : 'ACTIVE',
    name: rule.name,
    priority: index + 1,
    created: stamp,
    lastUpdated: stamp,
    system: rule.name === 'Default Rule',
    conditions: { people: { users: { exclude: [] } }, network: { connection: 'ANYWHERE' } },
    actions: {
      signon: {
        access: rule.access ?? 'ALLOW',
        requireFactor: rule.requireFactor,
        factorPromptMode: 'ALWAYS',
        rememberDeviceByDefault: false,
        ...(rule.requireFactor ? { factorLifetime: 15 } : {}),
        session: {
          usePersistentCookie: false,
          maxSessionIdleMinutes: rule.idleMinutes,
          maxSessionLifetimeMinutes: rule.lifetimeMinutes,
        },
      },
    },
    _links: { self: { href: `${apiUrl}/api/v1/policies/${policy}/rules/${id}` } },
    type: 'SIGN_ON',
  };
};
