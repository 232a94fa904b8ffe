import { oktaBaseline } from '../../frameworks/checks/okta';
import { type Fact, share } from '../facts';
import type { EnrollmentPosture } from './enrollment';
import type { PasswordPosture } from './passwords';
import type { SessionRule } from './signOn';

export type PolicyPosture = {
  enrollment: EnrollmentPosture[];
  sessionRules: SessionRule[];
  passwords: PasswordPosture[];
};

const sessionBaseline = {
  maxSessionIdleMinutes: oktaBaseline.maxSessionIdleMinutes,
  maxSessionLifetimeMinutes: oktaBaseline.maxSessionLifetimeMinutes,
};

const passwordBaseline = {
  minPasswordLength: oktaBaseline.minPasswordLength,
  minPasswordHistory: oktaBaseline.minPasswordHistory,
  maxLockoutAttempts: oktaBaseline.maxLockoutAttempts,
};

// A lifetime of 0 is no limit at all.
const withinSessionLimits = (rule: SessionRule): boolean =>
  rule.maxSessionIdleMinutes <= sessionBaseline.maxSessionIdleMinutes &&
  rule.maxSessionLifetimeMinutes > 0 &&
  rule.maxSessionLifetimeMinutes <= sessionBaseline.maxSessionLifetimeMinutes;

// Lockout after 0 attempts is no lockout.
const meetsPasswordBaseline = (policy: PasswordPosture): boolean =>
  policy.minLength >= passwordBaseline.minPasswordLength &&
  policy.historyCount >= passwordBaseline.minPasswordHistory &&
  policy.maxAttempts > 0 &&
  policy.maxAttempts <= passwordBaseline.maxLockoutAttempts;

const sessionLimits = ({ policy, rule, maxSessionIdleMinutes, maxSessionLifetimeMinutes }: SessionRule) => ({
  policy,
  rule,
  maxSessionIdleMinutes,
  maxSessionLifetimeMinutes,
});

/** The facts of the org's policies: what people must enroll, how they sign in, and their passwords. */
export const policyFacts = ({ enrollment, sessionRules, passwords }: PolicyPosture): Fact[] => [
  {
    check: 'okta.mfaEnrollmentPolicy',
    value: share(enrollment, (policy) => policy.requiredSecondFactors.length > 0),
    data: { policies: enrollment },
  },
  {
    check: 'okta.sessionMfa',
    value: share(sessionRules, (rule) => rule.requireFactor),
    data: { rules: sessionRules.map(({ policy, rule, requireFactor }) => ({ policy, rule, requireFactor })) },
  },
  {
    check: 'okta.sessionLifetime',
    value: share(sessionRules, withinSessionLimits),
    data: { baseline: sessionBaseline, rules: sessionRules.map(sessionLimits) },
  },
  {
    check: 'okta.passwordPolicy',
    value: share(passwords, meetsPasswordBaseline),
    data: { baseline: passwordBaseline, policies: passwords },
  },
];
