import type { OrganizationLimits } from './organizationLimits';

/** At most `max` attempts per key in a fixed window of `windowMs`. */
export type WindowRule = { max: number; windowMs: number };

/** `freeAttempts` failures per key in the window, then each further attempt waits 2^n seconds, at most `maxWaitSeconds`. */
export type BackoffRule = { freeAttempts: number; maxWaitSeconds: number; windowMs: number };

/** One holder per key at a time; a holder that dies frees the key when `leaseMs` has passed. */
export type LeaseRule = { leaseMs: number };

export type LoginRules = {
  /** Failures from one address, whatever the email. */
  perIp: WindowRule;
  /** Failures for one email from one address: the back-off an attacker meets while the owner elsewhere signs in. */
  perEmailAndIp: BackoffRule;
  /** Failures for one email from every address: high enough that guessing from many addresses cannot lock the owner out. */
  perEmail: WindowRule;
};

export type TwoFactorRules = {
  /** Wrong codes per member, whichever challenge or settings screen they come from. */
  perUser: WindowRule;
  /** Calls to the public sign-in challenge routes from one address. */
  perIp: WindowRule;
};

export type InvitationRules = {
  /** Invitations (and resends) from one organisation, whoever sends them: each is an email to an outside address. */
  perOrganization: WindowRule;
  /** Invitations (and resends) one member sends. */
  perInviter: WindowRule;
};

export type RateLimitRules = {
  login: LoginRules;
  twoFactor: TwoFactorRules;
  passwordChange: WindowRule;
  /** Attempts to move an account to another email, right password or not: each one emails the address given. */
  emailChange: WindowRule;
  /** Email confirmation links tried from one address, whatever the token. */
  emailVerification: WindowRule;
  invitation: InvitationRules;
  runAssessment: WindowRule;
  organization: OrganizationLimits;
  auditList: WindowRule;
  auditExport: LeaseRule;
  /** Slack test messages per organisation: each one posts to a real channel. */
  slackTest: WindowRule;
  /** Share links a member makes, of every kind: each is a door to a file for anyone holding it. */
  shareLink: WindowRule;
  /** Share links opened from one address, whatever the token: guessing is slowed as well as hopeless. */
  sharedLinkOpen: WindowRule;
};
