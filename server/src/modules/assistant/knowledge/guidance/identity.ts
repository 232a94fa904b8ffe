import type { Guidance } from './types';

export const identityGuidance = {
  'mfa.enforced': {
    what: 'Verifies that every user must present a second factor at sign-in; auditors treat MFA as the main defence against phished, guessed or reused passwords.',
    steps: {
      generic: [
        'Enforce MFA at the identity provider (SSO) so every connected application inherits it, and disable password-only sign-in paths that bypass SSO.',
        'Prefer phishing-resistant factors (FIDO2/WebAuthn security keys or platform passkeys), at least for administrators; allow authenticator apps, avoid SMS.',
        'Keep break-glass accounts to a minimum, protect them with hardware keys kept in a safe, and alert whenever they are used.',
        "Export each user's MFA status as evidence and re-check it after every onboarding.",
      ],
      aws: [
        'Prefer IAM Identity Center to IAM users; in its Settings > Authentication, prompt for MFA "Every time they sign in" and require users without a device to register one at sign-in.',
        'Enable MFA on the root user of every account; for remaining IAM users register a device (`aws iam create-virtual-mfa-device`, then `aws iam enable-mfa-device`).',
        'Attach a policy (or an SCP in AWS Organizations) that denies actions when `aws:MultiFactorAuthPresent` is false, using `BoolIfExists` and excluding roles so service principals are not blocked.',
        'Find users without MFA in the credential report (`aws iam generate-credential-report`, then `aws iam get-credential-report`, column `mfa_active`).',
      ],
      github: [
        'Organization Settings > Authentication security > "Require two-factor authentication for everyone in the organization"; members and outside collaborators without 2FA are removed, so warn them first.',
        'On GitHub Enterprise Cloud, enforce SAML single sign-on so the IdP MFA policy also applies; with Enterprise Managed Users the IdP enforces it.',
        'List offenders with `gh api "orgs/ORG/members?filter=2fa_disabled"`.',
      ],
      gitlab: [
        'Self-managed: Admin Area > Settings > General > Sign-in restrictions > "Enforce two-factor authentication" with a short grace period.',
        'GitLab.com: group Settings > General > Permissions and group features > "All users in this group must set up two-factor authentication".',
      ],
      okta: [
        'Security > Authenticators: enable Okta Verify and FIDO2 (WebAuthn), and set the authenticator enrollment policy to require a possession factor for everyone.',
        'Security > Global Session Policy: require MFA when a session is established; Security > Authentication Policies: app rules such as "Password + Another factor", phishing-resistant for admin apps.',
      ],
      azure: [
        'Entra ID Conditional Access: a policy for All users and All resources granting access only with "Require multifactor authentication", excluding only break-glass accounts; on Entra ID Free, turn on Security defaults instead.',
        'Authentication methods policy: enable Microsoft Authenticator and passkeys (FIDO2); require the "Phishing-resistant MFA" authentication strength for administrator roles.',
      ],
      gcp: [
        'Admin console > Security > Authentication > 2-step verification: allow users to turn it on, set Enforcement to On with a new-user enrollment period, and allow "Only security key" for admins.',
        'For identities federated from another IdP, enforce MFA in that IdP; Cloud Identity users inherit the same 2-step verification settings.',
      ],
      mongodb: [
        'MongoDB Atlas: Organization Settings > "Require Multi-Factor Authentication", or federate Atlas login through your IdP.',
      ],
    },
  },
  'accessReview.lastCompletedAt': {
    what: 'Verifies that a user access review (recertification of who can access which system with which privileges) was completed in the last 90 days; auditors sample it to confirm access stays limited to current need.',
    steps: {
      generic: [
        'Export accounts and role or group memberships from every in-scope system: IdP, cloud accounts, code hosting, production databases, admin panels.',
        'Have each system owner or manager certify every account (keep, change, remove), reviewing privileged and service accounts separately.',
        'Apply the removals, then keep who reviewed what, when, the decisions and the change tickets: that record is the audit evidence.',
        'Repeat at least quarterly and after reorganisations.',
      ],
      aws: [
        'Use IAM Access Analyzer unused-access findings and the credential report to find unused users, roles and access keys older than 90 days.',
        'In IAM Identity Center, review permission set assignments per account (`aws sso-admin list-account-assignments`).',
      ],
      github: [
        'Review organization members, outside collaborators, team memberships, repository admins and organization owners; remove dormant users (Enterprise: dormant users report).',
      ],
      okta: [
        'Run an Okta Identity Governance access certification campaign, or export app assignments (Reports) for manual review.',
      ],
      azure: [
        'Entra ID Governance > Access reviews for groups, applications and privileged roles; use Privileged Identity Management for just-in-time admin roles.',
      ],
      gcp: [
        'Review IAM bindings with `gcloud asset search-all-iam-policies --scope=organizations/ORG_ID` and remove excess roles suggested by the IAM recommender.',
      ],
      kubernetes: [
        'Review ClusterRoleBindings and RoleBindings, especially to `cluster-admin` (`kubectl get clusterrolebindings -o wide`).',
      ],
    },
  },
  'offboarding.revokedPct': {
    what: "Verifies that leavers' access is revoked within 24 hours of their departure; auditors compare HR termination dates with account deactivation dates.",
    steps: {
      generic: [
        'Drive deprovisioning from the HR system: a termination deactivates the IdP account, and SCIM provisioning removes it from connected apps.',
        'Keep an offboarding checklist for what SSO does not cover: cloud IAM users and keys, API tokens, shared secrets to rotate, device return and wipe.',
        'Record termination time and revocation time in the ticket as evidence.',
      ],
      okta: [
        'Deactivate the user (Directory > People); with provisioning enabled, app accounts are deactivated too. Use HR-as-a-source (e.g. Workday, BambooHR) to automate it.',
      ],
      azure: [
        'Disable the account, revoke sessions (`Revoke-MgUserSignInSession`), and use Lifecycle Workflows leaver templates to remove groups and licences.',
      ],
      aws: [
        "Remove IAM Identity Center assignments (automatic with SCIM from the IdP); delete IAM users' console passwords and access keys.",
      ],
      github: [
        'Remove the member from the organization (Organization > People); with SCIM on Enterprise Cloud this follows the IdP deprovisioning.',
      ],
      gcp: [
        'Suspend the user in the Admin console and transfer ownership of their data; rotate service account keys they could access.',
      ],
    },
  },
  'backgroundChecks.completedPct': {
    what: 'Verifies that employees passed pre-employment background screening proportionate to their role; auditors sample new hires for screening evidence.',
    steps: {
      generic: [
        'Define screening per role and country: identity and right to work, employment and education verification, criminal record checks where lawful.',
        'Screen through a provider before access is granted and record the completion date in the HR system.',
        'For staff hired before the policy, run catch-up checks or document a management risk acceptance.',
        'Respect local law: GDPR Art. 10 restricts processing of criminal records and some countries require consent or limit checks to certain roles.',
      ],
    },
  },
} satisfies Guidance;
