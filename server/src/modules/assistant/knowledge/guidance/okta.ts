import type { Guidance } from './types';

export const oktaGuidance = {
  'okta.mfaEnrollmentPolicy': {
    what: 'Verifies that every active authenticator enrollment policy makes its people enroll a real second factor (not only a password, email or security question); without it, MFA at sign-in has nothing to ask for and auditors find accounts that were never protected.',
    steps: {
      generic: [
        'Make enrollment of a possession factor (authenticator app, push, security key or passkey) mandatory for every user group, starting with administrators.',
        'Do not count email links or security questions as a second factor: keep them for recovery at most.',
        'Keep policies for special groups (contractors, service accounts) to the same standard, and delete or deactivate pilot policies that are no longer used.',
      ],
      okta: [
        'Identity Engine: Security > Authenticators > Enrollment: edit each policy and set Okta Verify or FIDO2 (WebAuthn) to Required; keep Email and Security Question at Optional or Disabled.',
        'Classic Engine: Security > Multifactor > Factor Enrollment: edit each policy and set Okta Verify, Google Authenticator or FIDO2 (WebAuthn) to Required.',
        'Check the result with `GET /api/v1/policies?type=MFA_ENROLL`: each active policy should list a second factor with `enroll.self` REQUIRED.',
      ],
    },
  },
  'okta.sessionMfa': {
    what: 'Verifies that every active global session policy rule that lets people sign in to Okta requires multifactor authentication; one rule without it (often the Default Rule) opens a password-only path to every connected application.',
    steps: {
      generic: [
        'Require MFA whenever a session is established with the identity provider, for every group and network zone; exempt no office network.',
        'Block sign-in outright (a DENY rule) where MFA cannot be used, rather than allowing a password alone.',
      ],
      okta: [
        'Security > Global Session Policy (Classic: Security > Authentication > Sign On): edit every rule, including the Default Rule, and set "Multifactor authentication (MFA) is" Required (Classic: "Prompt for factor"), prompting at every sign-in or per session.',
        'On Identity Engine, also require "Password + Another factor" (phishing resistant for admin apps) in Security > Authentication Policies.',
        'Deactivate temporary exceptions ("migration", "no MFA") once they have served, and review the rules after every change.',
      ],
    },
  },
  'okta.sessionLifetime': {
    what: 'Verifies that every Okta global session ends after at most 30 minutes idle and 12 hours in all (NIST SP 800-63B, AAL2); an unattended or stolen session cookie should not keep access open for days, and HIPAA asks for automatic logoff.',
    steps: {
      generic: [
        'Set an idle timeout of 30 minutes or less and a maximum session lifetime of 12 hours or less for every sign-on rule; shorter still for administrators (e.g. 15 minutes idle).',
        'Do not leave the lifetime unlimited, and avoid persistent session cookies on shared devices.',
      ],
      okta: [
        'Security > Global Session Policy (Classic: Security > Authentication > Sign On): edit each rule and set "Maximum Okta global session idle time" to 30 minutes or less and "Maximum Okta global session lifetime" to 12 hours or less.',
        'Applications > Okta Admin Console > Sign On: set a short admin console session (15 minutes idle).',
      ],
    },
  },
  'okta.passwordPolicy': {
    what: 'Verifies that every active password policy for Okta-mastered users asks for at least 14 characters, refuses the last 4 passwords and locks the account after at most 10 failed attempts; auditors check these as the baseline against guessing and credential stuffing.',
    steps: {
      generic: [
        'Require long passwords (14+ characters) rather than frequent rotation, refuse common and breached passwords, and remember at least the last four.',
        'Lock the account after 10 failed attempts or fewer, with self-service unlock protected by MFA.',
        'Hold policies for special groups (service accounts) to the same baseline; better, move service integrations to API tokens or OAuth clients with no password at all.',
      ],
      okta: [
        'Identity Engine: Security > Authenticators > Password > Actions > Edit; Classic: Security > Authentication > Password. For each policy set "Minimum length" to 14, "Enforce password history for last" 4 or more passwords, and "Lock out user after" 10 or fewer unsuccessful attempts.',
        'Tick "Restrict use of common passwords", and on Identity Engine enable breached-password protection.',
        'Policies for Active Directory or LDAP users follow the directory: apply the same baseline in the directory’s own password policy.',
      ],
    },
  },
  'okta.inactiveUsers': {
    what: 'Verifies that no active Okta user has gone 90 days or more without signing in (or never signed in since activation); dormant accounts of leavers and forgotten test users are access that no one watches, and auditors expect them removed.',
    steps: {
      generic: [
        'Review accounts without a sign-in for 90 days with their managers: deactivate leavers, suspend the rest until they are needed.',
        'Deprovision from the HR system or directory so that leavers lose access on their last day, and re-check dormant accounts at every access review.',
      ],
      okta: [
        'List dormant users with `GET /api/v1/users?filter=status eq "ACTIVE"` and their `lastLogin`; then Directory > People > user > More Actions > Suspend or Deactivate.',
        'Workflow > Automations: add an automation with the "User Inactivity in Okta" condition (90 days) that suspends the user, scheduled daily for the Everyone group.',
      ],
    },
  },
  'okta.superAdminCount': {
    what: 'Verifies that at most four users hold the Super Administrator role; a super admin can change every policy, application and admin, so auditors look for least privilege and a short, named list.',
    steps: {
      generic: [
        'Keep two named super administrators plus, at most, two break-glass accounts; give everyone else the narrowest admin role that does the job.',
        'Review the list of administrators at every access review and after every change of role.',
      ],
      okta: [
        'Security > Administrators > Admins: filter on Super Administrator and reassign people who do not need it to Organization, Application, Group, Help Desk or Read-Only Administrator, or to a custom role with a resource set.',
        'Prefer assigning admin roles to a group whose membership is reviewed, and protect break-glass accounts with a FIDO2 security key kept in a safe.',
      ],
    },
  },
  'okta.adminPhishingResistantMfa': {
    what: 'Verifies that every active Okta administrator has enrolled a phishing-resistant factor (FIDO2/WebAuthn security key or passkey, or Okta FastPass); push, codes and SMS can be relayed by a phishing proxy, and admin accounts are what attackers target in an IdP.',
    steps: {
      generic: [
        'Give every administrator a FIDO2 security key or platform passkey and require it for admin sign-in.',
        'Remove admin roles from accounts that cannot enroll one, and keep a spare key for break-glass accounts.',
      ],
      okta: [
        'Security > Authenticators: add FIDO2 (WebAuthn) and Okta Verify with FastPass; make them Required in an enrollment policy for the admins group.',
        'Security > Authentication Policies > Okta Admin Console: add a rule requiring "Possession factor constraints: Phishing resistant" for all admins.',
        'Check each admin under Directory > People > user > Profile > Extra Verification, or with `GET /api/v1/users/{id}/factors` (factorType webauthn, u2f or signed_nonce).',
      ],
    },
  },
} satisfies Guidance;
