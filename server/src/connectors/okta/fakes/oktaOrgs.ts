import type { SandboxOrg } from './oktaModel';
import { admin, auditor, departed, people, staff } from './oktaPeople';

/** Hardened: MFA enforced at sign-in and enrolled by all, short sessions, strong passwords, two super admins. */
export const goodOrg: SandboxOrg = {
  engine: 'identityEngine',
  enrollmentPolicies: [
    {
      name: 'Default Policy',
      active: true,
      enroll: { okta_password: 'REQUIRED', okta_verify: 'REQUIRED', webauthn: 'OPTIONAL' },
    },
  ],
  signOnPolicies: [
    {
      name: 'Default Policy',
      rules: [
        {
          name: 'Block legacy authentication',
          access: 'DENY',
          requireFactor: false,
          idleMinutes: 120,
          lifetimeMinutes: 0,
        },
        { name: 'Default Rule', requireFactor: true, idleMinutes: 30, lifetimeMinutes: 720 },
      ],
    },
  ],
  passwordPolicies: [
    { name: 'Default Policy', provider: 'OKTA', minLength: 14, historyCount: 5, maxAttempts: 5 },
    // Directory-mastered passwords follow the directory's rules, whatever this policy says.
    { name: 'Active Directory Policy', provider: 'ACTIVE_DIRECTORY', minLength: 7, historyCount: 0, maxAttempts: 0 },
  ],
  users: [
    admin('ada.lovelace@acme.example', ['webauthn', 'push'], { type: 'SUPER_ADMIN' }),
    admin('grace.hopper@acme.example', ['webauthn'], { type: 'SUPER_ADMIN', viaGroup: true }),
    admin('it.helpdesk@acme.example', ['u2f', 'push'], { type: 'HELP_DESK_ADMIN' }),
    auditor,
    ...people('employee', 20, staff(['push'])),
    ...departed,
  ],
};

/**
 * A Classic Engine org drifted over the years, over two pages of users: sign-on without MFA by default, a contractor
 * enrollment policy satisfied by email, a weak password policy for service accounts, dormant accounts and people
 * who never enrolled a second factor. Its super admins are few, but the help desk admin never activated a security key.
 */
export const misconfiguredOrg: SandboxOrg = {
  engine: 'classic',
  enrollmentPolicies: [
    {
      name: 'Default Policy',
      active: true,
      enroll: { okta_otp: 'REQUIRED', okta_push: 'OPTIONAL', okta_sms: 'NOT_ALLOWED' },
    },
    {
      name: 'Contractors',
      active: true,
      enroll: { okta_email: 'REQUIRED', okta_question: 'OPTIONAL', okta_otp: 'OPTIONAL' },
    },
    { name: 'Pilot: security keys', active: false, enroll: { fido_webauthn: 'REQUIRED' } },
  ],
  signOnPolicies: [
    {
      name: 'Administrators',
      rules: [{ name: 'Admins: always MFA', requireFactor: true, idleMinutes: 15, lifetimeMinutes: 480 }],
    },
    {
      name: 'Default Policy',
      rules: [
        { name: 'Migration: no MFA', active: false, requireFactor: false, idleMinutes: 120, lifetimeMinutes: 0 },
        { name: 'Default Rule', requireFactor: false, idleMinutes: 30, lifetimeMinutes: 720 },
      ],
    },
  ],
  passwordPolicies: [
    { name: 'Default Policy', provider: 'OKTA', minLength: 14, historyCount: 5, maxAttempts: 10 },
    { name: 'Service accounts', provider: 'OKTA', minLength: 8, historyCount: 0, maxAttempts: 0 },
    { name: 'Active Directory Policy', provider: 'ACTIVE_DIRECTORY', minLength: 7, historyCount: 0, maxAttempts: 0 },
  ],
  users: [
    admin('ada.lovelace@acme.example', ['webauthn', 'push'], { type: 'SUPER_ADMIN' }),
    admin('grace.hopper@acme.example', ['webauthn'], { type: 'SUPER_ADMIN', viaGroup: true }, { type: 'ORG_ADMIN' }),
    admin('cto@acme.example', ['signed_nonce', 'sms'], { type: 'SUPER_ADMIN' }),
    {
      ...admin('it.helpdesk@acme.example', ['push', 'sms'], { type: 'HELP_DESK_ADMIN' }),
      pendingFactors: ['webauthn'],
    },
    auditor,
    ...people('employee', 200, staff(['push'])),
    ...people('contractor', 3, staff(['sms'])),
    ...people('dormant', 8, (index) => ({ ...staff(['push'])(index), lastLoginDaysAgo: 95 + index * 30 })),
    ...people('never', 4, () => ({
      status: 'ACTIVE',
      activatedAtCreation: true,
      activatedDaysAgo: 120,
      lastLoginDaysAgo: null,
      factors: [],
    })),
    ...people('nomfa', 14, (index) => ({
      ...staff(index % 2 === 0 ? ['email'] : ['question'])(index),
      pendingFactors: index % 3 === 0 ? ['push'] : [],
    })),
    ...people('newhire', 2, () => ({ status: 'ACTIVE', activatedDaysAgo: 3, lastLoginDaysAgo: null, factors: [] })),
    ...departed,
  ],
};
