import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { credentialHygiene, privilegedAccess, strongAuthentication } from './rationales/identity';
import { maximumCheck, ratioCheck } from './rules';

const okta = ['okta'] as const;

/** What the Okta checks hold an org to: the connector judges each policy, rule, user and admin against it. */
export const oktaBaseline = {
  // NIST SP 800-63B (AAL2): reauthenticate after 30 minutes of inactivity and at least once every 12 hours.
  maxSessionIdleMinutes: 30,
  maxSessionLifetimeMinutes: 12 * 60,
  // The CIS benchmarks' minimum for passwords (e.g. CIS AWS Foundations 1.8); Okta's default is 8.
  minPasswordLength: 14,
  // PCI DSS 4.0 8.3.7: a new password differs from the last four.
  minPasswordHistory: 4,
  // PCI DSS 4.0 8.3.4: lock the account after at most 10 failed attempts.
  maxLockoutAttempts: 10,
  // A quarter without a sign-in, the horizon of a quarterly access review.
  inactiveAfterDays: 90,
  // Two named super admins to cover an absence, plus up to two break-glass accounts; Okta advises as few as possible.
  maxSuperAdmins: 4,
} as const;

const {
  maxSessionIdleMinutes,
  maxSessionLifetimeMinutes,
  minPasswordLength,
  minPasswordHistory,
  maxLockoutAttempts,
  inactiveAfterDays,
  maxSuperAdmins,
} = oktaBaseline;

/** What the Okta connector measures of an org's policies, users and administrators. */
export const oktaChecks = {
  'okta.mfaEnrollmentPolicy': automatedCheck(
    okta,
    ratioCheck(
      'Okta MFA enrollment policy',
      (missing, total) =>
        `${missing} of ${total} active Okta authenticator enrollment policies require no second factor`,
    ),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.2'],
      ISO27001: ['A.5.17', 'A.8.5'],
      HIPAA: ['164.312(d)', '164.308(a)(5)(ii)(D)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'okta.sessionMfa': automatedCheck(
    okta,
    ratioCheck(
      'Okta sign-on MFA',
      (missing, total) => `${missing} of ${total} Okta global session policy rules let people sign in without MFA`,
    ),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.5.15', 'A.8.5'],
      HIPAA: ['164.312(d)', '164.312(a)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'okta.sessionLifetime': automatedCheck(
    okta,
    ratioCheck(
      'Okta session lifetime',
      (missing, total) =>
        `${missing} of ${total} Okta global session policy rules keep sessions beyond ${maxSessionIdleMinutes} idle minutes or ${maxSessionLifetimeMinutes / 60} hours`,
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.1'],
      ISO27001: ['A.8.5'],
      HIPAA: ['164.312(a)(2)(iii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'okta.passwordPolicy': automatedCheck(
    okta,
    ratioCheck(
      'Okta password policy',
      (missing, total) =>
        `${missing} of ${total} active Okta password policies allow passwords under ${minPasswordLength} characters, reuse of the last ${minPasswordHistory} or more than ${maxLockoutAttempts} failed attempts`,
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.1'],
      ISO27001: ['A.5.17', 'A.8.5'],
      HIPAA: ['164.308(a)(5)(ii)(D)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'okta.inactiveUsers': automatedCheck(
    okta,
    ratioCheck(
      'Okta inactive users',
      (missing, total) =>
        `${missing} of ${total} active Okta users have not signed in for ${inactiveAfterDays} days or more`,
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.2', 'CC6.3'],
      ISO27001: ['A.5.16', 'A.5.18'],
      HIPAA: ['164.308(a)(3)(ii)(C)', '164.308(a)(4)(ii)(C)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'okta.superAdminCount': automatedCheck(
    okta,
    maximumCheck(
      'Okta super administrators',
      maxSuperAdmins,
      (count) => `${count} Okta users hold the Super Administrator role (maximum ${maxSuperAdmins})`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.3'],
      ISO27001: ['A.5.15', 'A.8.2'],
      HIPAA: ['164.308(a)(4)(ii)(B)', '164.308(a)(4)(ii)(C)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'okta.adminPhishingResistantMfa': automatedCheck(
    okta,
    ratioCheck(
      'Okta admin phishing-resistant MFA',
      (missing, total) =>
        `${missing} of ${total} Okta administrators have no phishing-resistant factor (FIDO2 security key, passkey or Okta FastPass)`,
    ),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.2', 'A.8.5'],
      HIPAA: ['164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
